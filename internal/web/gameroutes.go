package web

import (
	"fmt"
	"html/template"
	"net/http"
)

// gamePageNames are the pages of the games; each is parsed with the layout,
// the board (templates/board.html) and the table steps
// (templates/tablesteps.html).
var gamePageNames = []string{"games", "game", "replay", "join", "seatlink", "import", "ftgame", "ftnew"}

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
//	POST /games/custom              start a game of a pasted scenario file (gamecustom.go)
//	POST /games/{id}/table          resign, offer, accept or decline a draw (form: seat, step)
//	POST /games/{id}/rematch        start or join the rematch of a finished game (form: seat)
//	POST /games/{id}/seatlink       make a seat link, shown once (form: seat)
//	POST /games/{id}/seatlink/withdraw  withdraw the seat's unused link (form: seat)
//	GET  /seat/{link}               a seat link: the page that offers the seat
//	POST /seat/{link}               take the seat, using the link up
//	GET  /games/{id}/record         the record of a finished game, as --record writes it
//	GET  /games/import              the form that imports a record
//	POST /games/import              import a record to replay it or play it on
//	POST /api/games                 start a game (JSON newGameRequest); tokens in the answer
//	GET  /api/games/{id}/state      the bearer's view and legal actions
//	POST /api/games/{id}/actions    {"version": N, "action": "..."}
//	GET  /api/games/{id}/log        ?after=N: the events the bearer may see
//	GET  /api/games/{id}/report     the report of a finished game
//	POST /api/games/{id}/table      {"step": "resign"}: a table step for the bearer's seat
//
// It also starts the hub that runs the games and adds their templates to
// the parsed pages. It panics if an embedded template does not parse, a
// mistake the package's tests catch.
func (s *Server) gameRoutes(mux *http.ServeMux) {
	s.live = newLiveStreams()
	s.hub = newHub(s.store)
	s.hub.changed = s.live.changed
	for _, name := range gamePageNames {
		t, err := template.New(name).Funcs(templateFuncs).ParseFS(templateFiles, "templates/layout.html", "templates/board.html", "templates/tablesteps.html", "templates/"+name+".html")
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
	mux.HandleFunc("POST /games/custom", s.customGameForm)
	mux.HandleFunc("POST /games/{id}/table", s.tableForm)
	mux.HandleFunc("POST /games/{id}/rematch", s.rematch)
	mux.HandleFunc("POST /games/{id}/seatlink", s.makeSeatLink)
	mux.HandleFunc("POST /games/{id}/seatlink/withdraw", s.withdrawSeatLink)
	mux.HandleFunc("GET /seat/{link}", s.seatLinkOffer)
	mux.HandleFunc("POST /seat/{link}", s.useSeatLink)
	mux.HandleFunc("GET /games/{id}/record", s.exportRecord)
	mux.HandleFunc("GET "+importPath, s.importForm)
	mux.HandleFunc("POST "+importPath, s.importRecord)
	mux.HandleFunc("POST /api/games/{id}/table", s.tableAPI)
	mux.HandleFunc("POST /api/games", s.createGameAPI)
	mux.HandleFunc("GET /api/games/{id}/state", s.stateAPI)
	mux.HandleFunc("POST /api/games/{id}/actions", s.actAPI)
	mux.HandleFunc("GET /api/games/{id}/log", s.logAPI)
	mux.HandleFunc("GET /api/games/{id}/report", s.reportAPI)
	s.ftRoutes(mux)
}
