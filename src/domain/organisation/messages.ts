// The organisation screens' texts (spec 3 §2, §5, §8): refusals, empty texts, memo rules and results.
export const organisationMessages = {
  orgNoPermission: '조직현황 조회 권한이 없습니다.',
  orgListEmpty: '검색된 조직원이 없습니다.',
  studyEmpty: '현재 진행중인 교육이 없습니다.',
  orgMemoNote: '등록한 메모는 나에게만 보여집니다.',
  orgMemoEmpty: '등록된 메모가 없습니다.',
  orgMemoRequired: '내용을 입력해주세요.',
  orgMemoTooLong: '메모는 1000Byte까지 입력할 수 있습니다.',
  orgMemoConfirmNew: '메모를 등록하시겠습니까?',
  orgMemoConfirmEdit: '메모를 수정하시겠습니까?',
  orgMemoConfirmDelete: '메모를 삭제하시겠습니까?',
  orgMemoSaveFailed: '등록/수정에 실패하였습니다.',
  orgMemoDeleted: '삭제되었습니다.',
  orgMemoDeleteFailed: '삭제에 실패하였습니다.',
  orgMemberNotFound: '조직원 정보를 찾을 수 없습니다.',
  orgMemoNotFound: '메모를 찾을 수 없습니다.',
} as const;
