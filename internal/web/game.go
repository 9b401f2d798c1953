package web

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"sync"

	sfagent "github.com/broadside/broadside/agent/spacefleet"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/internal/store"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/spacefleet"
)

// maxCachedGames bounds the matches kept in memory between requests.
const maxCachedGames = 1024

// lockStripes is the number of locks the games are spread over.
const lockStripes = 128

// errNotSeat reports a token that does not open a seat of the game.
var errNotSeat = errors.New("web: that seat is not yours")

// liveGame is a game rebuilt from its stored record: the match at the
// store's version, every event so far, the seats, and whether the report
// has been stored. It belongs to whoever holds its game's lock.
type liveGame struct {
	id       string
	seed     rng.Seed
	match    *game.Match
	events   []game.Event
	seats    []store.Seat
	finished bool
	// name is a Full Thrust battle's name, read from its setup; a Space
	// Fleet state holds its own.
	name string
}

// state returns the Space Fleet state of the match; the caller has made
// sure with [liveGame.battle] that the game is not a Full Thrust battle.
func (g *liveGame) state() *spacefleet.State { return g.match.State().(*spacefleet.State) }

// hub runs the Space Fleet games of a server. The store is the truth: each
// access catches the cached match up with the actions stored since, and
// each accepted action is appended to the store, at the version it was
// played against, before anyone is told it was accepted. The actions of one
// game are serialised by a lock; a store shared by several servers is
// protected by the versions, since only one append per version succeeds.
// A hub is safe for concurrent use.
type hub struct {
	store *store.Store
	locks [lockStripes]sync.Mutex
	mu    sync.Mutex // guards cache
	cache map[string]*liveGame
	// changed, when set, is told the ID of a game an action was committed
	// to; it must not block.
	changed func(id string)
}

// newHub returns a hub over st with an empty cache.
func newHub(st *store.Store) *hub {
	return &hub{store: st, cache: make(map[string]*liveGame)}
}

// lock locks game id and returns its unlock.
func (h *hub) lock(id string) func() {
	f := fnv.New32a()
	f.Write([]byte(id))
	m := &h.locks[f.Sum32()%lockStripes]
	m.Lock()
	return m.Unlock
}

// with runs fn on game id, caught up with the store and with the computer
// players' pending moves made, while holding the game's lock. fn must not
// keep g. When another server stored a step of the game between the
// catching up and fn's own append (store.ErrStale), the game is read again
// and fn run once more, so that of two requests racing through two servers
// the later one is judged against the game as the earlier one left it, as
// on one server, rather than refused as stale: written orders stay valid
// after another side's sealed submission. fn may therefore run twice (only
// after its first run returned an error wrapping store.ErrStale): it must
// set what it returns afresh each time, and must return store.ErrStale only
// from a write that stored nothing, since a step stored before it would be
// taken again. (tableStep stores its step and then returns the error of
// advance; after a table step advance stores at most the report, since the
// computer is offered no draw and a resignation ends the game.)
func (h *hub) with(ctx context.Context, id string, fn func(g *liveGame) error) error {
	defer h.lock(id)()
	err := h.withLocked(ctx, id, fn)
	if errors.Is(err, store.ErrStale) {
		h.forget(id)
		err = h.withLocked(ctx, id, fn)
	}
	return err
}

// withLocked is with for a caller that holds the game's lock.
func (h *hub) withLocked(ctx context.Context, id string, fn func(g *liveGame) error) error {
	g, err := h.current(ctx, id)
	if err != nil {
		return err
	}
	if err := h.advance(ctx, g); err != nil {
		h.forget(id)
		return err
	}
	return fn(g)
}

// current returns game id at the store's version: the cached match caught
// up with the actions stored since it was cached, or the game replayed from
// its record. The caller holds the game's lock.
func (h *hub) current(ctx context.Context, id string) (*liveGame, error) {
	h.mu.Lock()
	g := h.cache[id]
	h.mu.Unlock()
	if g == nil {
		return h.load(ctx, id)
	}
	newer, err := h.store.Actions(ctx, id, int64(g.match.Version()))
	if err != nil {
		return nil, err
	}
	for _, a := range newer {
		if err := g.replayStored(a); err != nil {
			h.forget(id)
			return nil, err
		}
	}
	return g, nil
}

// load replays game id from its stored record and caches it.
func (h *hub) load(ctx context.Context, id string) (*liveGame, error) {
	rec, err := h.store.LoadGame(ctx, id)
	if err != nil {
		return nil, err
	}
	rules, ok := gameRules(rec.Game.Ruleset)
	if !ok {
		return nil, fmt.Errorf("web: game %s is %s, which the web app does not play: %w", id, rec.Game.Ruleset, store.ErrNotFound)
	}
	grec := game.Record{Rules: rec.Game.Ruleset, Version: rec.Game.RulesVersion, Options: rec.Game.Options, Seed: rec.Game.Seed, Setup: rec.Game.Setup}
	for _, a := range rec.Actions {
		step, err := parseStep(a)
		if err != nil {
			return nil, err
		}
		grec.Steps = append(grec.Steps, step)
	}
	g := &liveGame{id: id, seed: rec.Game.Seed, seats: rec.Seats, finished: rec.Game.Status == store.Finished, name: setupName(rec.Game.Setup)}
	g.match, err = game.Replay(rules, grec, func(e game.Event) { g.events = append(g.events, e) })
	if err != nil {
		return nil, err
	}
	h.mu.Lock()
	if len(h.cache) >= maxCachedGames {
		for other := range h.cache { // drop any one: the store has them all
			delete(h.cache, other)
			break
		}
	}
	h.cache[id] = g
	h.mu.Unlock()
	return g, nil
}

// forget drops game id from the cache, after its match may have moved
// past the store.
func (h *hub) forget(id string) {
	h.mu.Lock()
	delete(h.cache, id)
	h.mu.Unlock()
}

// parseStep reads a stored action: the JSON of a game.Step.
func parseStep(a store.Action) (game.Step, error) {
	var step game.Step
	if err := json.Unmarshal(a.Data, &step); err != nil {
		return step, fmt.Errorf("web: action %d: %w: %v", a.Seq, game.ErrBadRecord, err)
	}
	if int(step.Player) != a.Player {
		return step, fmt.Errorf("web: action %d: %w: made by seat %d, stored for seat %d", a.Seq, game.ErrBadRecord, step.Player, a.Player)
	}
	return step, nil
}

// replayStored plays an action that another server stored: written orders
// are sealed, or resolve the round, as they did when they were submitted.
func (g *liveGame) replayStored(a store.Action) error {
	step, err := parseStep(a)
	if err != nil {
		return err
	}
	events, err := g.match.PlayStep(step)
	if err != nil {
		return fmt.Errorf("web: stored action %d: %w", a.Seq, err)
	}
	g.events = append(g.events, events...)
	return nil
}

// play plays action text by seat p against version and commits it to the
// store; it returns the events of the action. A refusal changes nothing;
// on a failure to store, the caller must forget the game.
func (h *hub) play(ctx context.Context, g *liveGame, p game.Player, version int, text string) ([]game.Event, error) {
	if len(text) > maxActionBytes {
		return nil, requestError(fmt.Sprintf("an action is at most %d bytes; this one is %d, starting %s", maxActionBytes, len(text), quoteShort(text, 40)))
	}
	if _, ok := g.battle(); ok {
		return nil, requestError("this game is a Full Thrust battle, played by written orders: submit them to /api/games/" + g.id + "/orders")
	}
	st := g.state()
	a, err := st.ParseAction(p, text)
	if err != nil {
		// An action that does not parse is the client's mistake: 400 with
		// the parser's message, not a failure of the server.
		return nil, requestError(err.Error())
	}
	return h.commit(ctx, g, version, a)
}

// commit applies a, chosen at version, and appends it to the store at the
// match's version before it (later than version by any table steps taken
// since, which game.Match.PlayAt lets pass).
func (h *hub) commit(ctx context.Context, g *liveGame, version int, a game.Action) ([]game.Event, error) {
	text := g.state().FormatAction(a)
	at := g.match.Version()
	events, err := g.match.PlayAt(version, a)
	if err != nil {
		return nil, err
	}
	if err := h.record(ctx, g, at, game.Step{Player: a.Player, Action: text}, events); err != nil {
		return nil, err
	}
	return events, nil
}

// record appends step, played when the game was at version, to game g's
// stored record and its events to g's, and tells the live streams. On a
// failure to store, the game is forgotten: its match has moved past the
// store.
func (h *hub) record(ctx context.Context, g *liveGame, version int, step game.Step, events []game.Event) error {
	data, err := json.Marshal(step)
	if err == nil {
		_, err = h.store.AppendAction(ctx, g.id, int64(version), int(step.Player), data)
	}
	if err != nil {
		h.forget(g.id)
		return err
	}
	g.events = append(g.events, events...)
	if h.changed != nil {
		h.changed(g.id)
	}
	return nil
}

// advance makes the moves of the computer seats the game waits for, each
// committed, and stores the report once the game is over. It runs on every
// access, so a server that stopped half-way through the computer's moves
// finishes them on the next request.
func (h *hub) advance(ctx context.Context, g *liveGame) error {
	for !g.match.Outcome().Over {
		p, ok := g.computerWaiting()
		if !ok {
			return nil
		}
		if st, ok := g.battle(); ok {
			if err := h.computerOrders(ctx, g, st, p); err != nil {
				return err
			}
			continue
		}
		v := g.match.Version()
		a, err := sfagent.NewTactical(g.seed.Derive("agent", uint64(p)).Derive("action", uint64(v))).Choose(g.state(), p)
		if err != nil {
			return fmt.Errorf("web: computer player %d of game %s: %w", p, g.id, err)
		}
		if _, err := h.commit(ctx, g, v, a); err != nil {
			return err
		}
	}
	if g.finished {
		return nil
	}
	var report any
	var summary string
	if _, ok := g.battle(); ok {
		r := newFTReport(g)
		report, summary = r, r.summary()
	} else {
		report, summary = newReport(g), reportSummary(g)
	}
	data, err := json.Marshal(report)
	if err != nil {
		return fmt.Errorf("web: report of game %s: %w", g.id, err)
	}
	_, err = h.store.FinishGame(ctx, g.id, int64(g.match.Version()), summary, data)
	if err != nil && !errors.Is(err, store.ErrFinished) {
		return err
	}
	g.finished = true
	return nil
}

// computerWaiting returns the first computer seat the game waits for (a
// seat whose written orders are sealed is not waited for).
func (g *liveGame) computerWaiting() (game.Player, bool) {
	for _, p := range g.match.Waiting().List() {
		if int(p) < len(g.seats) && g.seats[p].Kind == store.Computer {
			return p, true
		}
	}
	return 0, false
}

// seatOf returns the seat of game id that token opens, or an error wrapping
// errNotSeat.
func (h *hub) seatOf(ctx context.Context, id, token string) (game.Player, error) {
	if token == "" {
		return 0, errNotSeat
	}
	seat, err := h.store.SeatByToken(ctx, token)
	if errors.Is(err, store.ErrNotFound) || (err == nil && seat.Game != id) {
		return 0, errNotSeat
	}
	if err != nil {
		return 0, err
	}
	return game.Player(seat.Number), nil
}

// legalTexts returns the text of every legal action of seat p now.
func legalTexts(st *spacefleet.State, p game.Player) []string {
	acts := st.Actions(p, nil)
	out := make([]string, len(acts))
	for i, a := range acts {
		out[i] = st.FormatAction(a)
	}
	return out
}
