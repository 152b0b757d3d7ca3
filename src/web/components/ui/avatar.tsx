import { cn } from "../../lib/cn.ts";

// Game data lists avatars as file names or paths; the server serves them from /avatars/*.svg.
export function avatarSrc(photo: string | null | undefined): string | null {
  if (!photo) return null;
  if (/^(https?:|data:|\/)/.test(photo)) return photo;
  return `/avatars/${photo.endsWith(".svg") ? photo : `${photo}.svg`}`;
}

type AvatarProps = {
  photoURL?: string | null;
  bgColor?: string | null;
  name: string;
  size?: number;
  className?: string;
};

// The chosen picture on the chosen colour circle; the name's initial until a picture is chosen.
export function Avatar({ photoURL, bgColor, name, size = 40, className }: AvatarProps) {
  const src = avatarSrc(photoURL);
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full ring-2 ring-lodge-border",
        !bgColor && "bg-gradient-to-br from-lodge-accent to-lodge-accent-2",
        className,
      )}
      style={{ width: size, height: size, backgroundColor: bgColor ?? undefined }}
    >
      {src ? (
        <img
          src={src}
          alt=""
          // Sized for its circle (88%), so nothing moves when the picture arrives.
          width={Math.round(size * 0.88)}
          height={Math.round(size * 0.88)}
          decoding="async"
          className="size-[88%] object-contain"
          draggable={false}
        />
      ) : (
        <span className="font-bold text-white uppercase" style={{ fontSize: size * 0.42 }} aria-hidden="true">
          {name.trim().charAt(0) || "?"}
        </span>
      )}
    </span>
  );
}
