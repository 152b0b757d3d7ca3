import { type CardElement, type CardStyle, h } from "./element.ts";
import type { HunterCardModel } from "./model.ts";
import { avatar, brand, cardFrame, column, label, oneLine, PAD, pill, row, SPARKLE, text } from "./parts.ts";
import { alpha, CARD_WIDTH, mix, theme } from "./theme.ts";

// The build card (docs/product.md#build-cards): who and what on the left, large enough to read at the
// 400 px a chat shows; the gear, sets and stats on the right, where the rarity colours carry at any size.

const LEFT = 430;
const GAP = 36;
const RIGHT = CARD_WIDTH - 2 * PAD - LEFT - GAP;
const TILE_GAP = 12;

type Item = HunterCardModel["items"][number];

function itemTile(item: Item, index: number, emptyText: string): CardElement {
  const empty = item.name === "";
  return column(
    {
      flex: 1,
      minWidth: 0,
      height: 100,
      marginRight: index % 4 === 3 ? 0 : TILE_GAP,
      padding: "10px 12px",
      borderRadius: 14,
      border: `2px solid ${empty ? theme.border : alpha(item.color, 0.6)}`,
      // A flat tint, not the page's gradient: gradients are most of a card's drawing time.
      backgroundColor: empty ? theme.panel2 : mix(item.color, theme.panel2, 0.12),
    },
    row(
      { justifyContent: "space-between", alignItems: "center", height: 20 },
      text({ fontSize: 13, fontWeight: 800, letterSpacing: 1.5, color: theme.muted }, item.slot),
      item.engraved ? h("img", { src: SPARKLE, width: 20, height: 20 }) : null,
    ),
    empty
      ? text({ marginTop: 8, fontSize: 18, fontWeight: 600, color: theme.muted }, emptyText)
      : text(
          { marginTop: 6, fontSize: 18, lineHeight: 1.15, fontWeight: 800, color: item.color, lineClamp: 2 },
          item.name,
        ),
    empty
      ? null
      : row(
          { marginTop: "auto", fontSize: 13, fontWeight: 600 },
          item.detail ? text({ color: item.color }, item.detail) : null,
          item.detail && item.quality ? text({ color: theme.muted, margin: "0 5px" }, "·") : null,
          item.quality ? text({ color: item.qualityColor }, item.quality) : null,
        ),
  );
}

function atkSpdPanel(speed: HunterCardModel["atkSpd"], heading: string): CardElement {
  return column(
    {
      padding: "16px 20px",
      borderRadius: 18,
      border: `2px solid ${alpha(theme.accent, 0.45)}`,
      backgroundColor: alpha(theme.accent, 0.1),
    },
    label(heading, { color: theme.text }),
    row(
      { alignItems: "flex-end", justifyContent: "space-between", marginTop: 4 },
      column(
        {},
        text({ fontSize: 56, lineHeight: 1, fontWeight: 800, color: theme.accent }, speed.actual),
        // The game's cap (docs/product.md#the-games-fastest-attack-on-the-boards): said, never a faster number.
        speed.cap
          ? text({ marginTop: 4, fontSize: 15, fontWeight: 700, color: theme.text }, speed.cap.join(" · "))
          : null,
      ),
      column(
        { alignItems: "flex-end" },
        text({ fontSize: 17, fontWeight: 600, color: theme.muted }, speed.goal),
        text({ fontSize: 17, fontWeight: 800, color: speed.met ? theme.success : theme.warn }, speed.status),
      ),
    ),
  );
}

function panel(
  size: CardStyle,
  title: string,
  aside: string | null,
  ...children: (CardElement | null)[]
): CardElement {
  return column(
    {
      ...size,
      padding: "12px 16px",
      borderRadius: 16,
      border: `2px solid ${theme.border}`,
      backgroundColor: alpha(theme.panel, 0.85),
    },
    row(
      { justifyContent: "space-between", alignItems: "center", marginBottom: 6 },
      label(title, { fontSize: 13 }),
      aside ? text({ fontSize: 13, fontWeight: 600, color: theme.muted }, aside) : null,
    ),
    ...children,
  );
}

const empty = (content: string) => text({ fontSize: 16, color: theme.muted }, content);

function summaryPanel(lines: HunterCardModel["summary"], words: HunterCardModel["words"]): CardElement {
  return panel(
    { width: 300 },
    words.buildSummary,
    null,
    ...(lines.length === 0
      ? [empty(words.noStats)]
      : lines.map((line, index) =>
          row(
            {
              justifyContent: "space-between",
              padding: "3px 0",
              borderTop: index === 0 ? "none" : `1px solid ${alpha("#263048", 0.8)}`,
              fontSize: 17,
            },
            text({ color: theme.muted }, line.stat),
            text({ fontWeight: 800, color: theme.text }, line.display),
          ),
        )),
  );
}

function setsAndMount(model: HunterCardModel): CardElement {
  const { mount, words } = model;
  return column(
    { flex: 1, marginLeft: 14 },
    panel(
      { flex: 1 },
      words.setEffects,
      null,
      ...(model.sets.length === 0
        ? [empty(words.noSetEffects)]
        : model.sets.map((set) =>
            row(
              { alignItems: "center", marginBottom: 2 },
              set.icon ? h("img", { src: set.icon, width: 24, height: 24 }) : null,
              text({ marginLeft: 10, fontSize: 18, fontWeight: 800, color: set.color }, set.name),
              text({ marginLeft: 8, fontSize: 14, fontWeight: 600, color: theme.muted }, set.level),
            ),
          )),
    ),
    h("div", { style: { display: "flex", height: 12 } }),
    panel(
      { flex: 1 },
      words.mount,
      null,
      mount.line.length === 0
        ? empty(words.notAvailable)
        : text({ fontSize: 17, fontWeight: 600, color: theme.text }, mount.line.join(" · ")),
      text({ marginTop: 4, fontSize: 14, fontWeight: 600, color: theme.muted }, mount.items.join("  ·  ")),
    ),
  );
}

export function hunterCard(model: HunterCardModel): CardElement {
  const long = model.name.length > 22;
  const tint = model.rarity?.color ?? theme.accent;
  const { words } = model;
  return cardFrame(
    tint,
    column(
      { width: LEFT, height: "100%" },
      row(
        { justifyContent: "space-between", alignItems: "center" },
        brand(),
        // Beside the brand, where the rarity and class pills cannot push it off the card.
        model.verified ? pill({ text: model.verified, color: theme.success, shine: false }, 18) : null,
      ),
      h(
        "div",
        {
          style: {
            display: "block",
            marginTop: 30,
            // A long name gets a third line rather than an ellipsis: at 40 characters it still fits.
            fontSize: long ? 40 : 54,
            lineHeight: 1.1,
            fontWeight: 800,
            color: theme.text,
            lineClamp: long ? 3 : 2,
            overflow: "hidden",
            wordBreak: "break-word",
            flexShrink: 0,
          },
        },
        model.name,
      ),
      model.purpose
        ? text(
            { marginTop: 8, fontSize: 24, fontWeight: 600, color: theme.muted, flexShrink: 0, ...oneLine },
            model.purpose,
          )
        : null,
      row(
        { marginTop: 18, flexShrink: 0 },
        model.rarity ? pill(model.rarity) : null,
        model.hunterClass ? pill(model.hunterClass) : null,
      ),
      model.facts.length > 0
        ? text(
            { marginTop: 14, fontSize: 18, fontWeight: 600, color: theme.muted },
            model.facts.join("  ·  "),
          )
        : null,
      column({ marginTop: "auto" }, atkSpdPanel(model.atkSpd, words.actualAtkSpd)),
      row(
        { marginTop: 20, alignItems: "center" },
        avatar(model.avatar, 56),
        column(
          { marginLeft: 14, maxWidth: LEFT - 80 },
          text({ fontSize: 15, fontWeight: 600, color: theme.muted }, words.createdBy),
          text({ fontSize: 24, fontWeight: 800, color: theme.text, ...oneLine }, model.creator),
        ),
      ),
    ),
    column(
      { width: RIGHT, marginLeft: GAP, height: "100%" },
      row(
        { justifyContent: "space-between", alignItems: "center", marginBottom: 12, marginTop: 4 },
        label(words.equipment),
        text(
          {
            fontSize: 15,
            fontWeight: 800,
            color: model.engraved === model.items.length ? theme.accent : theme.muted,
          },
          model.engravedText,
        ),
      ),
      row({}, ...model.items.slice(0, 4).map((item, index) => itemTile(item, index, words.empty))),
      row(
        { marginTop: TILE_GAP },
        ...model.items.slice(4).map((item, index) => itemTile(item, index + 4, words.empty)),
      ),
      row({ flex: 1, marginTop: 14 }, summaryPanel(model.summary, words), setsAndMount(model)),
    ),
  );
}
