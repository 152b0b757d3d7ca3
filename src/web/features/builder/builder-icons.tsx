import type { SVGProps } from "react";

// The builder's own line icons, drawn like the shared ones (components/ui/icons.tsx).
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function LineIcon({ paths, size = 18, ...rest }: IconProps & { paths: readonly string[] }) {
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

const make = (paths: readonly string[]) => (props: IconProps) => <LineIcon paths={paths} {...props} />;

export const ArrowLeftIcon = make(["M19 12H5", "M11 18l-6-6 6-6"]);
export const SearchIcon = make(["M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z", "M20 20l-4-4"]);
export const TrashIcon = make(["M4 7h16", "M9 7V4h6v3", "M6 7l1 13h10l1-13", "M10 11v6", "M14 11v6"]);
export const SaveIcon = make(["M5 4h11l3 3v13H5z", "M8 4v5h7V4", "M8 20v-6h8v6"]);
export const BoltIcon = make(["M13 3 5 14h6l-1 7 8-11h-6z"]);
export const ChartIcon = make(["M4 20V10", "M10 20V4", "M16 20v-7", "M22 20H2"]);
export const WarningIcon = make(["M12 3 2 20h20z", "M12 10v4", "M12 17h.01"]);
export const MinusIcon = make(["M5 12h14"]);
export const PlusIcon = make(["M12 5v14", "M5 12h14"]);
export const ChevronUpIcon = make(["M6 15l6-6 6 6"]);
