export declare function securityHeaders(): { key: string; value: string }[];
