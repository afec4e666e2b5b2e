// Copying text for the user to paste elsewhere (the sign-up link into a KakaoTalk chat): the async
// Clipboard API, or the copy command on a selected text area where a web view lacks it.
import { Context, Data, Effect, Layer } from 'effect';

export class ClipboardFailed extends Data.TaggedError('ClipboardFailed')<{ readonly detail: string }> {}

async function writeText(win: Window, text: string): Promise<void> {
  try {
    if (win.navigator.clipboard?.writeText) return await win.navigator.clipboard.writeText(text);
  } catch {
    // Permission refused or no secure context: try the copy command below.
  }
  const doc = win.document;
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  try {
    area.select();
    if (!doc.execCommand?.('copy')) throw new Error('the copy command was refused');
  } finally {
    area.remove();
  }
}

export class Clipboard extends Context.Service<Clipboard, { copy(text: string): Effect.Effect<void, ClipboardFailed> }>()('app/Clipboard') {
  static readonly layer = (win: Window) =>
    Layer.succeed(
      Clipboard,
      Clipboard.of({
        copy: (text) =>
          Effect.tryPromise({ try: () => writeText(win, text), catch: (e) => new ClipboardFailed({ detail: e instanceof Error ? e.message : String(e) }) }),
      }),
    );
}
