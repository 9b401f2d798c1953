package web

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/internal/store"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/spacefleet"
)

// A finished game's record can be downloaded as the same JSON that
// `broadside battle --record` writes, and a record (from the web or the
// command line) can be brought back: to replay it, stored as a finished
// game whose replay page shows it, or to play it on from where it stops as
// a new game with fresh seats. A running game's record is not offered: it
// holds the seed, which tells every die still to come.

// maxRecordBytes is the largest record the import reads, in bytes; the
// command line's replay reads up to 16 MiB, but a record sent to a server
// is kept to far less.
const maxRecordBytes = 1 << 20

// importPath is where records are posted; its body may be up to
// maxRecordBytes (plus the form's other fields), above the server's usual
// limit.
const importPath = "/games/import"

// recordOf returns the game record of a stored game.
func recordOf(rec store.Record) (game.Record, error) {
	grec := game.Record{Rules: rec.Game.Ruleset, Version: rec.Game.RulesVersion, Options: rec.Game.Options, Seed: rec.Game.Seed, Setup: rec.Game.Setup, Steps: []game.Step{}}
	for _, a := range rec.Actions {
		step, err := parseStep(a)
		if err != nil {
			return game.Record{}, err
		}
		grec.Steps = append(grec.Steps, step)
	}
	return grec, nil
}

// recordJSON is the record's JSON as the command line's --record writes
// it: indented by two spaces, with a final newline.
func recordJSON(rec game.Record) ([]byte, error) {
	data, err := json.MarshalIndent(rec, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// exportRecord answers GET /games/{id}/record with the record of a finished
// game as a JSON file to download; a running game gets 409.
func (s *Server) exportRecord(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	rec, err := s.store.LoadGame(r.Context(), id)
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	if rec.Game.Status != store.Finished {
		s.fail(w, r, http.StatusConflict, "the game is still running: its record holds the dice still to come, so it can be downloaded once the game has finished")
		return
	}
	grec, err := recordOf(rec)
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	data, err := recordJSON(grec)
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Disposition", `attachment; filename="broadside-`+id+`.json"`)
	w.Header().Set("Cache-Control", "no-cache")
	if _, err := w.Write(data); err != nil {
		s.log.Debug("write", "err", err)
	}
}

// importPage is the data of the page that imports a record.
type importPage struct {
	Error  string // why the record last sent was refused; "" for none
	Record string // the record last sent, to correct
}

// importForm answers GET /games/import with the form that sends a record.
func (s *Server) importForm(w http.ResponseWriter, r *http.Request) {
	s.render(w, r, http.StatusOK, "import", "Import a record", importPage{})
}

// importRecord answers POST /games/import with the fields record (pasted)
// or file (uploaded), use ("replay" or "continue"), and for continue mode
// ("computer" or "hotseat") and side. A record that cannot be read or
// replayed gets 400 with the form and the reason.
func (s *Server) importRecord(w http.ResponseWriter, r *http.Request) {
	text, err := recordField(r)
	if err != nil {
		s.importFailed(w, r, "", err)
		return
	}
	rec, rs, m, err := readRecord(text)
	if err != nil {
		s.importFailed(w, r, text, err)
		return
	}
	names := sideNames(m.State())
	var id string
	switch r.PostForm.Get("use") {
	case "replay", "":
		id, err = s.importReplay(r.Context(), rec, names)
	case "continue":
		var side int
		side, err = strconv.Atoi(r.PostForm.Get("side"))
		if err != nil || side < 0 || side >= len(names) {
			err = requestError(fmt.Sprintf("side must be 0 to %d", len(names)-1))
			break
		}
		id, err = s.importContinue(w, r, rec, rs, m, names, r.PostForm.Get("mode"), side)
	default:
		err = requestError("use must be replay or continue")
	}
	if err != nil {
		var bad requestError
		if errors.As(err, &bad) {
			s.importFailed(w, r, text, err)
			return
		}
		s.gameError(w, r, err)
		return
	}
	to := "/games/" + id + "/replay?step=0"
	if r.PostForm.Get("use") == "continue" {
		to = "/games/" + id + "?seat=" + r.PostForm.Get("side") + "&auto=1"
	}
	http.Redirect(w, r, to, http.StatusSeeOther)
}

// recordField returns the record a form sent: the uploaded file when there
// is one, else the pasted text, at most maxRecordBytes.
func recordField(r *http.Request) (string, error) {
	var err error
	if strings.HasPrefix(r.Header.Get("Content-Type"), "multipart/") {
		err = r.ParseMultipartForm(maxRecordBytes)
	} else {
		err = r.ParseForm()
	}
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return "", requestError(fmt.Sprintf("the record is too large: the limit is %d bytes", maxRecordBytes))
		}
		return "", requestError("the form could not be read: " + err.Error())
	}
	if r.MultipartForm != nil && len(r.MultipartForm.File["file"]) > 0 {
		fh := r.MultipartForm.File["file"][0]
		if fh.Size > maxRecordBytes {
			return "", requestError(fmt.Sprintf("the file is %d bytes; the limit is %d", fh.Size, maxRecordBytes))
		}
		f, err := fh.Open()
		if err != nil {
			return "", requestError("the file could not be read")
		}
		defer f.Close()
		data, err := io.ReadAll(io.LimitReader(f, maxRecordBytes+1))
		if err != nil || len(data) > maxRecordBytes {
			return "", requestError(fmt.Sprintf("the file could not be read, or is over %d bytes", maxRecordBytes))
		}
		if len(bytes.TrimSpace(data)) > 0 {
			return string(data), nil
		}
	}
	text := r.PostForm.Get("record")
	if strings.TrimSpace(text) == "" {
		return "", requestError("no record: paste one, or choose its file")
	}
	if len(text) > maxRecordBytes {
		return "", requestError(fmt.Sprintf("the record is %d bytes; the limit is %d", len(text), maxRecordBytes))
	}
	return text, nil
}

// readRecord parses a record and replays it, refusing a ruleset the games
// do not host; every error is a requestError saying what is wrong.
func readRecord(text string) (game.Record, game.Rules, *game.Match, error) {
	rec, err := game.ParseRecord([]byte(text))
	if err != nil {
		return game.Record{}, nil, nil, requestError("this is not a record: " + err.Error())
	}
	rs, ok := gameRules(rec.Rules)
	if !ok {
		return game.Record{}, nil, nil, requestError(fmt.Sprintf("the record is of %q; the games here play %s", rec.Rules, strings.Join(ruleNames(), ", ")))
	}
	m, err := game.Replay(rs, rec, nil)
	if err != nil {
		return game.Record{}, nil, nil, requestError("the record does not replay: " + err.Error())
	}
	return rec, rs, m, nil
}

// ruleNames lists the names of the rulesets gameRules accepts.
func ruleNames() []string {
	return []string{spacefleet.Rules{}.Name(), battle.Rules{}.Name()}
}

// sideNames returns the names of the sides of a game's state (a Space
// Fleet scenario's or a Full Thrust battle's), "player 1" and so on for a
// ruleset whose view names none.
func sideNames(st game.State) []string {
	names := make([]string, st.Players())
	for i := range names {
		names[i] = game.Player(i).String()
	}
	switch st := st.(type) {
	case *spacefleet.State:
		copy(names, st.ViewOf(game.Spectator).Sides)
	case *battle.State:
		copy(names, st.View(game.Spectator).(battle.View).Sides)
	}
	return names
}

// storeSteps appends the steps of rec to game id, at version 0, in one
// transaction.
func (s *Server) storeSteps(ctx context.Context, id string, rec game.Record) error {
	actions := make([]store.NewAction, len(rec.Steps))
	for i, step := range rec.Steps {
		data, err := json.Marshal(step)
		if err != nil {
			return err
		}
		actions[i] = store.NewAction{Player: int(step.Player), Data: data}
	}
	return s.store.AppendActions(ctx, id, actions)
}

// importReplay stores rec as a finished game that nobody holds a seat of,
// for its replay page, and returns its ID.
func (s *Server) importReplay(ctx context.Context, rec game.Record, names []string) (string, error) {
	ng := store.NewGame{Ruleset: rec.Rules, RulesVersion: rec.Version, Options: rec.Options, Seed: rec.Seed, Setup: rec.Setup}
	for _, name := range names {
		ng.Seats = append(ng.Seats, store.NewSeat{Name: name, Kind: store.Human})
	}
	g, _, err := s.store.CreateGame(ctx, ng) // the tokens are dropped: nobody plays on
	if err != nil {
		return "", err
	}
	if err := s.storeSteps(ctx, g.ID, rec); err != nil {
		return "", err
	}
	err = s.hub.with(ctx, g.ID, func(lg *liveGame) error {
		if lg.finished { // the record was of a finished game: advance stored its report
			return nil
		}
		const stops = "the imported record stops here"
		var rep any
		var summary string
		if _, ok := lg.battle(); ok {
			r := newFTReport(lg)
			r.Reason = stops
			rep, summary = r, fmt.Sprintf("%s: an imported record that stops on turn %d", r.Battle, r.Turn)
		} else {
			r := newReport(lg)
			r.Reason = stops
			rep, summary = r, fmt.Sprintf("%s: an imported record that stops on turn %d", r.Scenario, r.Turn)
		}
		data, err := json.Marshal(rep)
		if err != nil {
			return err
		}
		if _, err := s.store.FinishGame(ctx, lg.id, int64(lg.match.Version()), summary, data); err != nil {
			return err
		}
		lg.finished = true
		return nil
	})
	return g.ID, err
}

// importContinue stores rec as a new game that goes on from where the
// record stops, with fresh seats for mode ("computer" or "hotseat") and the
// browser playing side, gives this browser its seats, and returns its ID.
// The game keeps the record's seed, which decides the dice still to come
// and which anyone holding the file knows: so a friend through an
// invitation is not offered.
func (s *Server) importContinue(w http.ResponseWriter, r *http.Request, rec game.Record, rs game.Rules, m *game.Match, names []string, mode string, side int) (string, error) {
	if m.Outcome().Over {
		return "", requestError("the game in this record is over: replay it instead")
	}
	if rec.Version != rs.Version() {
		return "", requestError(fmt.Sprintf("the record was played under rules version %q; only a record of the current version %q can be played on", rec.Version, rs.Version()))
	}
	kinds := make([]store.Kind, len(names))
	switch mode {
	case modeComputer:
		for i := range kinds {
			kinds[i] = store.Computer
		}
		kinds[side] = store.Human
	case modeHotseat:
		for i := range kinds {
			kinds[i] = store.Human
		}
	default:
		return "", requestError("mode must be computer or hotseat: a record's seed tells whoever holds the file the dice still to come, so it is not played on against a friend elsewhere")
	}
	ng := store.NewGame{Ruleset: rec.Rules, RulesVersion: rec.Version, Options: rec.Options, Seed: rec.Seed, Setup: rec.Setup}
	for i, name := range names {
		ng.Seats = append(ng.Seats, store.NewSeat{Name: name, Kind: kinds[i]})
	}
	g, tokens, err := s.store.CreateGame(r.Context(), ng)
	if err != nil {
		return "", err
	}
	if err := s.storeSteps(r.Context(), g.ID, rec); err != nil {
		return "", err
	}
	if err := s.hub.with(r.Context(), g.ID, func(*liveGame) error { return nil }); err != nil {
		return "", err
	}
	for i, tok := range tokens {
		if tok != "" {
			s.setCookie(w, r, seatCookie(g.ID, i), tok)
		}
	}
	return g.ID, nil
}

// importFailed answers a refused import with 400, the form, the reason and
// the record sent (when it is not too long to show again).
func (s *Server) importFailed(w http.ResponseWriter, r *http.Request, text string, err error) {
	var bad requestError
	if !errors.As(err, &bad) {
		s.gameError(w, r, err)
		return
	}
	if len(text) > 64<<10 {
		text = ""
	}
	s.render(w, r, http.StatusBadRequest, "import", "Import a record", importPage{Error: string(bad), Record: text})
}
