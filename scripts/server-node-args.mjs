// How `node` runs the server's TypeScript: Node 24 strips the types itself (no loader, no compile step in
// production); an older Node needs tsx's loader. The server's code keeps to erasable syntax for this
// (docs/decisions.md, "Node 24 runs the server's TypeScript itself").
export const serverNodeArgs = process.features.typescript ? [] : ["--import", "tsx"];
