import type { SVGProps } from "react";

// Line icons drawn inline so the first page needs no icon library; features draw their own glyphs with makeIcon.
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Icon({ size, paths, ...rest }: IconProps & { paths: readonly string[] }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export const makeIcon =
  (paths: readonly string[], defaultSize = 20) =>
  ({ size = defaultSize, ...props }: IconProps) => <Icon paths={paths} size={size} {...props} />;

export const HomeIcon = makeIcon(["M3 10.5 12 3l9 7.5", "M5 9.5V21h5v-6h4v6h5V9.5"]);
export const CalendarIcon = makeIcon(["M4 5h16v16H4z", "M4 10h16", "M8 3v4", "M16 3v4"]);
export const BoxIcon = makeIcon(["M3 7.5 12 3l9 4.5v9L12 21l-9-4.5z", "M3 7.5 12 12l9-4.5", "M12 12v9"]);
export const TrophyIcon = makeIcon([
  "M7 4h10v5a5 5 0 0 1-10 0z",
  "M7 6H4v1a3 3 0 0 0 3 3",
  "M17 6h3v1a3 3 0 0 1-3 3",
  "M12 14v4",
  "M8 21h8",
]);
export const CompassIcon = makeIcon(["M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z", "M15.5 8.5l-2 5-5 2 2-5z"]);
export const UserIcon = makeIcon(["M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z", "M4 21a8 8 0 0 1 16 0"]);
export const MenuIcon = makeIcon(["M4 6h16", "M4 12h16", "M4 18h16"]);
export const CloseIcon = makeIcon(["M6 6l12 12", "M18 6 6 18"]);
export const CopyIcon = makeIcon(["M9 9h11v11H9z", "M5 15H4V4h11v1"]);
export const CheckIcon = makeIcon(["M5 12.5 10 17l9-10"]);
export const CrownIcon = makeIcon(["M3 8l4 4 5-7 5 7 4-4-2 11H5z"]);
export const LockIcon = makeIcon(["M5 11h14v10H5z", "M8 11V7a4 4 0 0 1 8 0v4"]);
export const LogOutIcon = makeIcon(["M15 4h4v16h-4", "M10 8l-4 4 4 4", "M6 12h10"]);
export const PlayIcon = makeIcon(["M7 4.5v15l12-7.5z"]);
export const BugIcon = makeIcon([
  "M8 9a4 4 0 0 1 8 0v6a4 4 0 0 1-8 0z",
  "M12 9v10",
  "M4 13h4",
  "M16 13h4",
  "M5 7l3 2",
  "M19 7l-3 2",
]);
export const SparkIcon = makeIcon([
  "M12 3v4",
  "M12 17v4",
  "M3 12h4",
  "M17 12h4",
  "M6 6l2.5 2.5",
  "M15.5 15.5 18 18",
  "M18 6l-2.5 2.5",
  "M8.5 15.5 6 18",
]);
export const HeartIcon = makeIcon(["M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"]);
export const MailIcon = makeIcon(["M3 5h18v14H3z", "M3 6l9 7 9-7"]);
export const KeyIcon = makeIcon(["M14 10a4 4 0 1 0-3.5 4L9 15.5V18H6.5v2.5H3V18l7.2-7.2", "M16 8h.01"]);
export const ImageIcon = makeIcon(["M4 4h16v16H4z", "M4 16l5-5 4 4 3-3 4 4", "M15 9h.01"]);
export const TagIcon = makeIcon(["M3 12V3h9l9 9-9 9z", "M7.5 7.5h.01"]);
export const LinkIcon = makeIcon([
  "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1",
  "M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1",
]);
export const SunIcon = makeIcon([
  "M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z",
  "M12 2v2",
  "M12 20v2",
  "M2 12h2",
  "M20 12h2",
  "M4.9 4.9l1.4 1.4",
  "M17.7 17.7l1.4 1.4",
  "M4.9 19.1l1.4-1.4",
  "M17.7 6.3l1.4-1.4",
]);
export const ArrowLeftIcon = makeIcon(["M19 12H5", "M11 18l-6-6 6-6"]);
export const DownloadIcon = makeIcon(["M12 4v11", "M7 10l5 5 5-5", "M5 20h14"]);
export const PlusIcon = makeIcon(["M12 5v14", "M5 12h14"]);
export const TrashIcon = makeIcon(["M4 7h16", "M9 7V4h6v3", "M6 7l1 13h10l1-13", "M10 11v6", "M14 11v6"]);
export const ChevronIcon = makeIcon(["M9 6l6 6-6 6"]);
export const UsersIcon = makeIcon([
  "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z",
  "M2 21a7 7 0 0 1 14 0",
  "M16 3.5a4 4 0 0 1 0 7",
  "M18 14a6 6 0 0 1 4 7",
]);
