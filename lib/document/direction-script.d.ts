export declare const COUNTRY_COOKIE: string;
export declare const RTL_COUNTRY_CODES: string[];
export declare const DIRECTION_SCRIPT: string;
export declare const DIRECTION_SCRIPT_HASH: string;
