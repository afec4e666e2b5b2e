// Education QR codes (spec 1 §7 eduqr/atnd): a lecture session's QR code holds its code as plain text,
// EDUQR- followed by upper-case letters and digits in dash-separated groups. The client checks the
// scanned text before calling, the server checks it again; anything else is no education QR code.

/** The longest code a session may have (the scanner may read any text; longer is no code of ours). */
export const EDU_QR_MAX = 64;

const EDU_QR_PATTERN = /^EDUQR(?:-[A-Z0-9]+)+$/;

/** The scanned text as a code: scanners may add surrounding blanks or a line break. */
export const eduQrCodeOf = (scanned: string): string => scanned.trim();

export const isEduQrCode = (scanned: string): boolean => {
  const code = eduQrCodeOf(scanned);
  return code.length <= EDU_QR_MAX && EDU_QR_PATTERN.test(code);
};
