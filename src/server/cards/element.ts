// Satori reads React-shaped element trees; the server has no JSX, so cards are built with this one helper.
export type CardStyle = Record<string, string | number>;
export type CardChild = CardElement | string | null | false;
export interface CardElement {
  type: string;
  key: null;
  props: { style?: CardStyle; children?: CardChild[]; src?: string; width?: number; height?: number };
}

export function h(
  type: string,
  props: { style?: CardStyle; src?: string; width?: number; height?: number },
  ...children: CardChild[]
): CardElement {
  return { type, key: null, props: { ...props, children } };
}
