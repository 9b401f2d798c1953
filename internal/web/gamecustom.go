package web

import (
	"cmp"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/broadside/broadside/rules/spacefleet"
	"github.com/broadside/broadside/scenario"
)

// A new game may also start from a Space Fleet scenario file the player
// pastes, written as the files under examples/spacefleet are, as the lab
// accepts one. The file is read by the same safe loader; a mistake is
// answered with 400, the form, and each error as scenario.yaml:line:column.

// maxScenarioBytes is the longest scenario file a new game reads, in
// bytes.
const maxScenarioBytes = 32 << 10

// scenarioFileName is the pasted file's name in error messages.
const scenarioFileName = "scenario.yaml"

// decodeScenarioFile reads a pasted Space Fleet scenario into a
// gameScenario; errors are "scenario.yaml:line:column: message", one a line.
func decodeScenarioFile(text string) (gameScenario, error) {
	if len(text) > maxScenarioBytes {
		return gameScenario{}, requestError(fmt.Sprintf("%s: the file is %d bytes; the limit is %d", scenarioFileName, len(text), maxScenarioBytes))
	}
	data := []byte(strings.ReplaceAll(text, "\r\n", "\n"))
	sf, err := scenario.DecodeSpaceFleet(scenarioFileName, data)
	if err != nil {
		return gameScenario{}, requestError(err.Error())
	}
	sf.Name = cmp.Or(sf.Name, "Your scenario")
	sf.Setup.Name = cmp.Or(sf.Setup.Name, sf.Name)
	sc := gameScenario{Key: "custom", Name: sf.Name, About: leadComment(data), Turns: sf.Setup.Turns, sf: sf}
	options, setup, err := sc.records(0)
	if err == nil {
		_, err = spacefleet.Rules{}.New(options, setup, 1)
	}
	if err != nil {
		return gameScenario{}, requestError(scenarioFileName + ": " + err.Error())
	}
	return sc, nil
}

// customGameForm answers POST /games/custom with the fields file (a Space
// Fleet scenario), mode, side and turns: a new game of the file, as POST
// /games starts one of an embedded scenario.
func (s *Server) customGameForm(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		s.fail(w, r, http.StatusBadRequest, "the form could not be read")
		return
	}
	text := r.PostForm.Get("file")
	req := newGameRequest{Scenario: "custom", Mode: r.PostForm.Get("mode")}
	var err error
	for name, p := range map[string]*int{"side": &req.Side, "turns": &req.Turns} {
		if v := r.PostForm.Get(name); v != "" {
			if *p, err = strconv.Atoi(v); err != nil {
				s.customFailed(w, r, text, requestError(name+" must be a whole number"))
				return
			}
		}
	}
	if strings.TrimSpace(text) == "" {
		s.customFailed(w, r, text, requestError("paste a Space Fleet scenario file into the box"))
		return
	}
	sc, err := decodeScenarioFile(text)
	if err != nil {
		s.customFailed(w, r, text, err)
		return
	}
	g, tokens, err := s.createFrom(r.Context(), sc, req)
	if err != nil {
		s.customFailed(w, r, text, err)
		return
	}
	s.seatBrowser(w, r, g.ID, tokens, req)
}

// customFailed answers a refused file with 400 and the games page showing
// the file and its errors; a failure of the server is answered as such.
func (s *Server) customFailed(w http.ResponseWriter, r *http.Request, text string, err error) {
	var bad requestError
	if !errors.As(err, &bad) {
		s.gameError(w, r, err)
		return
	}
	mine, merr := s.myGames(r)
	if merr != nil {
		s.gameError(w, r, merr)
		return
	}
	page := gamesPage{Scenarios: scenarios(), Mine: mine, File: text, Errors: strings.Split(string(bad), "\n")}
	s.render(w, r, http.StatusBadRequest, "games", "Space Fleet games", page)
}
