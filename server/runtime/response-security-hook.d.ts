/* A side-effect module: importing it patches http.createServer (see the .js file). */
export {};
