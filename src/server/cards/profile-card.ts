import { type CardElement, h } from "./element.ts";
import type { ProfileCardModel } from "./model.ts";
import { avatar, brand, cardFrame, column, label, oneLine, PAD, pill, row, text } from "./parts.ts";
import { alpha, CARD_WIDTH, mix, theme } from "./theme.ts";

// The public profile's card (docs/product.md#build-cards): the player on the left, their strongest
// public hunters and the achievements they reached on the right.

const LEFT = 380;
const GAP = 40;
const RIGHT = CARD_WIDTH - 2 * PAD - LEFT - GAP;

// The tier letters' gradients of the profile page's badges (features/profile/achievement-badges.tsx).
const LETTERS: Record<string, { from: string; to: string; ink: string }> = {
  B: { from: "#b45309", to: "#78350f", ink: "#fef3c7" },
  A: { from: "#cbd5e1", to: "#64748b", ink: "#0f172a" },
  S: { from: "#fde047", to: "#f59e0b", ink: "#451a03" },
  SS: { from: "#e879f9", to: "#6ee7b7", ink: "#020617" },
  U: { from: "#8b5cf6", to: "#6b21a8", ink: "#f5f3ff" },
};

function hunterRow(hunter: ProfileCardModel["strongest"][number]): CardElement {
  const tint = hunter.rarity?.color ?? theme.border;
  return row(
    {
      alignItems: "center",
      height: 88,
      marginBottom: 12,
      padding: "0 18px 0 0",
      borderRadius: 16,
      border: `2px solid ${alpha(tint, 0.5)}`,
      backgroundColor: mix(tint, theme.panel, 0.1),
      overflow: "hidden",
    },
    h("div", { style: { display: "flex", width: 8, height: "100%", backgroundColor: tint } }),
    column(
      { marginLeft: 18, flex: 1, minWidth: 0 },
      text({ fontSize: 26, fontWeight: 800, color: theme.text, ...oneLine, maxWidth: 380 }, hunter.name),
      hunter.purpose
        ? text(
            { fontSize: 16, fontWeight: 600, color: theme.muted, ...oneLine, maxWidth: 380 },
            hunter.purpose,
          )
        : null,
    ),
    row(
      { alignItems: "center" },
      hunter.verified ? pill({ text: hunter.verified, color: theme.success, shine: false }, 16) : null,
      hunter.rarity ? pill(hunter.rarity, 16) : null,
      hunter.hunterClass ? pill(hunter.hunterClass, 16) : null,
    ),
  );
}

function letterBadge(letter: string): CardElement {
  const colors = LETTERS[letter] ?? { from: theme.panel2, to: theme.panel2, ink: theme.text };
  return text(
    {
      width: 40,
      height: 40,
      alignItems: "center",
      justifyContent: "center",
      borderRadius: 10,
      fontSize: letter.length > 1 ? 16 : 20,
      fontWeight: 800,
      color: colors.ink,
      backgroundImage: `linear-gradient(135deg, ${colors.from}, ${colors.to})`,
    },
    letter,
  );
}

function achievements(model: ProfileCardModel): CardElement {
  const words = model.achievementWords;
  return column(
    { marginTop: "auto" },
    row(
      { justifyContent: "space-between", alignItems: "center", marginBottom: 10 },
      label(words.heading),
      text({ fontSize: 15, fontWeight: 800, color: theme.muted }, words.reached),
    ),
    model.achievements.length === 0
      ? text({ fontSize: 18, color: theme.muted }, words.none)
      : row(
          { flexWrap: "wrap" },
          ...model.achievements.map((a) =>
            row(
              {
                alignItems: "center",
                width: (RIGHT - 12) / 2,
                marginRight: 0,
                marginBottom: 10,
              },
              letterBadge(a.letter),
              text({ marginLeft: 12, fontSize: 18, fontWeight: 600, color: theme.text }, a.name),
            ),
          ),
          words.more ? text({ fontSize: 16, fontWeight: 600, color: theme.muted }, words.more) : null,
        ),
  );
}

export function profileCard(model: ProfileCardModel): CardElement {
  return cardFrame(
    theme.accent,
    column(
      { width: LEFT, height: "100%" },
      brand(),
      column(
        { marginTop: "auto", marginBottom: "auto" },
        avatar(model.avatar, 150),
        text(
          {
            marginTop: 24,
            fontSize: 52,
            lineHeight: 1.1,
            fontWeight: 800,
            color: theme.text,
            lineClamp: 2,
            wordBreak: "break-word",
          },
          model.nickname,
        ),
        text({ marginTop: 10, fontSize: 24, fontWeight: 600, color: theme.muted }, model.publicHuntersText),
      ),
    ),
    column(
      { width: RIGHT, marginLeft: GAP, height: "100%" },
      row({ marginBottom: 14, marginTop: 6 }, label(model.huntersHeading)),
      model.strongest.length === 0
        ? text({ fontSize: 20, color: theme.muted }, model.noPublicHunters)
        : column({}, ...model.strongest.map(hunterRow)),
      achievements(model),
    ),
  );
}
