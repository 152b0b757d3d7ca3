import type { SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

// The inventory's few line icons, drawn like the UI kit's.
function Icon({ size = 20, paths, ...rest }: IconProps & { paths: string[] }) {
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

const icon = (paths: string[]) => (props: IconProps) => <Icon paths={paths} {...props} />;

export const FilterIcon = icon(["M3 5h18l-7 8v6l-4 2v-8z"]);
export const PlusIcon = icon(["M12 5v14", "M5 12h14"]);
export const TrashIcon = icon(["M4 7h16", "M10 11v6", "M14 11v6", "M6 7l1 13h10l1-13", "M9 7V4h6v3"]);
export const EquipIcon = icon(["M12 3v12", "M7 10l5 5 5-5", "M5 21h14"]);
