export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#2f4a3f" />
      <path d="M32 14c-8 10-12 18-12 25a12 12 0 0 0 24 0c0-7-4-15-12-25z" fill="#f3d9c9" />
    </svg>
  );
}
