/** A refusal the operator can act on; its message is printed as is. */
export class AdminError extends Error {}
