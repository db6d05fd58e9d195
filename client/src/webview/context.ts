import type { PreviewStrings, WebviewMessage } from '../preview/messages';

/** What every renderer needs: strings, number formatting, and a way to talk to the host. */
export interface RenderContext {
  readonly strings: PreviewStrings;
  readonly formatNumber: (value: number) => string;
  readonly post: (message: WebviewMessage) => void;
}
