export * from "./enums";
export * from "./content";
export * from "./operations";
export * from "./privacy";
export * from "./email";
