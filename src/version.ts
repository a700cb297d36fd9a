/** The tool's name and version as outputs record them (a test keeps this equal to package.json). */
export const TOOL_NAME = "fdb-unified";
export const TOOL_VERSION = "0.1.0";
/** The definitions version of docs/definitions.md that this tool implements. */
export const DEFINITIONS_VERSION = "fdb-v1.0-unified-4";
