import { Link } from "react-router";

export function Page() {
  return (
    <div className="grid min-h-dvh place-items-center p-8 text-center">
      <div>
        <h1 className="text-2xl font-bold">Page not found</h1>
        <Link to="/" className="mt-4 inline-block text-lodge-accent underline">
          Back to the Homepage
        </Link>
      </div>
    </div>
  );
}
