// Package web is Broadside's browser app and JSON API, served by
// "broadside serve": html/template pages that work without JavaScript and
// are enhanced by htmx (embedded, so the server needs no network and no
// node), charts drawn by internal/chart, and saved games kept by
// internal/store.
//
// Every page keeps its state in its URL: a GET form whose query reproduces
// the page, so a link can be shared. Pages so far:
//
//	/                 the tools
//	/odds/dice        a dice expression's exact distribution, its chart, a
//	                  seeded roll and the adjudication of dice typed in
//	/odds/dice/chart.svg  that chart as an image
//
// and the JSON API:
//
//	GET  /api/health          the server and its database answer
//	GET  /api/games           saved games (never their seeds)
//	GET  /api/dice/odds       ?n=3d6&exact=1: the distribution JSON of DESIGN.md
//	POST /api/dice/odds       the same, from {"notation": "3d6", "exact": true}
//	GET  /api/dice/roll       ?n=3d6&seed=2a or ?n=3d6&dice=4,6,2: one roll
//	POST /api/dice/roll       the same, from {"notation", "seed", "dice"}
//
// Security: every response carries a strict Content-Security-Policy (no
// inline script or style, nothing from other origins) and the usual
// protective headers; request bodies are limited in size; each client
// address has a request rate limit; and requests that change state
// (anything but GET, HEAD and OPTIONS) from another site are refused
// ([net/http.CrossOriginProtection]).
package web
