import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import { cn } from "../../lib/cn.ts";
import { Spinner } from "./spinner.tsx";

type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
type ButtonSize = "sm" | "md" | "lg";

const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-gradient-to-b from-lodge-accent to-lodge-accent-2 text-lodge-on-accent shadow-md shadow-black/20 hover:brightness-110",
  secondary: "border border-lodge-border bg-lodge-panel-2 text-lodge-text hover:border-lodge-accent/60",
  ghost: "text-lodge-text hover:bg-lodge-panel-2",
  danger: "bg-red-600 text-white hover:bg-red-500",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-10 px-3 text-sm",
  md: "min-h-11 px-4 text-sm",
  lg: "min-h-12 px-6 text-base",
};

// Every button keeps a 40 px touch target (STYLE "Look and feel"); the focus ring is global.
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", block = false) {
  return cn(
    "inline-flex select-none items-center justify-center gap-2 rounded-xl font-semibold transition",
    "disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50",
    variants[variant],
    sizes[size],
    block && "w-full",
  );
}

// What a button and a link styled as one both take.
type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean; icon?: ReactNode };

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook & { loading?: boolean };

export function Button({
  variant = "primary",
  size = "md",
  block = false,
  loading = false,
  icon,
  disabled,
  className,
  children,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(buttonClasses(variant, size, block), className)}
      {...rest}
    >
      {loading ? <Spinner size={16} /> : icon}
      {children}
    </button>
  );
}

type ButtonLinkProps = LinkProps & ButtonLook;

export function ButtonLink({
  variant = "primary",
  size = "md",
  block = false,
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link className={cn(buttonClasses(variant, size, block), className)} {...rest}>
      {icon}
      {children}
    </Link>
  );
}
