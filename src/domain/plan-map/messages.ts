// The education plan map's, my plans' and the plan register's texts (spec 3 §2 plan map, my plans, plan
// register; §5; §8). The spec's Korean verbatim where it gives one; the others are marked in comments.
export const planMapMessages = {
  planMapTitle: '에듀플랜맵',
  planMapSelectTitle: '상품 선택',
  planMapChildRequired: '자녀를 선택해 주세요.',
  planMapCustomerRequired: '고객을 선택해주세요.',
  planMapMaxProducts: '상품은 90개까지 선택 가능합니다.',
  planMapSelectionEmpty: '상품을 선택해주세요.',
  planMapPlanSelectionEmpty: '상품을 선택해 주세요.',
  planMapOrgListEmpty: '등록된 에듀플래너가 없습니다. 다시 검색해 주세요.',
  myPlanEmpty: '등록된 플랜이 없습니다.',
  myPlanNameRequired: '플랜명을 입력해주세요.',
  myPlanRenamed: '플랜명 변경에 성공 하였습니다.',
  myPlanRenameFailed: '플랜명 변경에 실패 하였습니다.',
  myPlanSaved: '나만의 플랜 등록이 성공 하였습니다.',
  myPlanSaveFailed: '나만의 플랜 등록이 실패 하였습니다.',
  myPlanDeleted: '삭제되었습니다.',
  myPlanDeleteFailed: '삭제에 실패하였습니다.',
  // cust_plan_duplicate's message (spec 3 §8 gives the code, not the text)
  custPlanDuplicate: '이미 고객 플랜에 담긴 상품이 있습니다. 플랜맵을 새로 불러옵니다.',
  // a customer plan's save whose monthly figure the server computes differently (the prices changed meanwhile)
  cartPriceChanged: '상품 가격이 변경되었습니다. 장바구니를 다시 확인해 주세요.',
  // the product button's counts (spec 3 §2: 보유 owned | 선택 chosen)
  planMapOwned: '보유',
  planMapChosen: '선택',
} as const;
