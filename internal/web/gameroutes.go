package web

import (
	"fmt"
	"html/template"
	"net/http"
)

// gamePageNames are the pages of the Space Fleet games; each is parsed with
// the layout and the board (templates/board.html).
var gamePageNames = []string{"games", "game", "replay", "join", "ftgame", "ftnew"}

// gameRoutes adds the games to mux, Space Fleet games and Full Thrust
// battles (ftRoutes adds the battles' own routes):
//
//	GET  /games                     new game form and the games so far
//	POST /games                     start a game (form: scenario, mode, side, turns)
//	GET  /games/{id}                the game as the seat this browser holds sees it
//	                                (?sel=SHIP selects a ship; &move=N&v=VERSION a move to confirm)
//	POST /games/{id}/act            give an order (form: seat, version, action)
//	GET  /games/{id}/events         server-sent events: the game's version when it changes
//	GET  /games/{id}/replay         a finished game step by step (?step=N)
//	GET  /join/{token}              an invitation link: the page that offers the seat
//	POST /join/{token}              take the seat, using the invitation up
//	POST /games/{id}/invite         withdraw this browser's invitation link, keep a new one
//	POST /api/games                 start a game (JSON newGameRequest); tokens in the answer
//	GET  /api/games/{id}/state      the bearer's view and legal actions
//	POST /api/games/{id}/actions    {"version": N, "action": "..."}
//	GET  /api/games/{id}/log        ?after=N: the events the bearer may see
//	GET  /api/games/{id}/report     the report of a finished game
//
// It also starts the hub that runs the games and adds their templates to
// the parsed pages. It panics if an embedded template does not parse, a
// mistake the package's tests catch.
func (s *Server) gameRoutes(mux *http.ServeMux) {
	s.live = newLiveStreams()
	s.hub = newHub(s.store)
	s.hub.changed = s.live.changed
	for _, name := range gamePageNames {
		t, err := template.New(name).Funcs(templateFuncs).ParseFS(templateFiles, "templates/layout.html", "templates/board.html", "templates/"+name+".html")
		if err != nil {
			panic(fmt.Sprintf("web: templates: %v", err))
		}
		s.pages.byName[name] = t
	}
	mux.HandleFunc("GET /games", s.gamesList)
	mux.HandleFunc("POST /games", s.newGameForm)
	mux.HandleFunc("GET /games/{id}", s.gameView)
	mux.HandleFunc("POST /games/{id}/act", s.actForm)
	mux.HandleFunc("GET /games/{id}/events", s.gameEvents)
	mux.HandleFunc("GET /games/{id}/replay", s.replay)
	mux.HandleFunc("GET /join/{token}", s.join)
	mux.HandleFunc("POST /join/{token}", s.takeSeat)
	mux.HandleFunc("POST /games/{id}/invite", s.renewInvite)
	mux.HandleFunc("POST /api/games", s.createGameAPI)
	mux.HandleFunc("GET /api/games/{id}/state", s.stateAPI)
	mux.HandleFunc("POST /api/games/{id}/actions", s.actAPI)
	mux.HandleFunc("GET /api/games/{id}/log", s.logAPI)
	mux.HandleFunc("GET /api/games/{id}/report", s.reportAPI)
	s.ftRoutes(mux)
}
