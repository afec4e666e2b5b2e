// The child add / modify popups' texts (spec 2 §2 Child add/modify, §5 Children). The form's validation
// messages are the detail's (sections-messages.ts: childGenderRequired …), shared with the server.
export const childEditorMessages = {
  childEditorAddTitle: '자녀 추가',
  childEditorModifyTitle: '자녀 수정',
  childEditorGender: '성별',
  childEditorBirth: '생년월일',
  childEditorBirthHint: '숫자 8자리 (예: 20150301)',
  childEditorName: '이름',
  childEditorNote: '자녀 정보 수정은 반영까지 약 1분 정도 소요됩니다.',
  childEditorNotFound: '자녀 정보를 찾을 수 없습니다.',
  childEditorAdd: '추가',
  childEditorModify: '수정',
  childEditorCancel: '취소',
} as const;
