package web

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"sync"

	sfagent "github.com/broadside/broadside/agent/spacefleet"
	"github.com/broadside/broadside/rng"
)

// The battle lab fights a scenario of any of the three rulesets many times
// and shows the odds: a Space Fleet or Full Thrust battle between computer
// players, a Full Thrust duel whose ships follow the doctrines of their file, or a
// Jovian Wars engagement fought by its one procedure. Its page holds the setup in the URL; the run
// itself streams its progress as server-sent events from /lab/stream and
// ends with the result, which charts then draw from a small cache. A
// chart's address names the whole run (scenario or pasted file, trials, seed, players),
// and a run gives the same result every time, so a chart whose run has left
// the cache fights it again, under the same cap on runs.

// Limits of the battle lab; the caps on trials of each ruleset are in
// labscenario.go.
const (
	defaultLabTrials = 500
	maxLabRuns       = 2  // runs at once on the whole server; more are refused with 503
	labCacheSize     = 16 // finished runs kept for their charts
)

// labTools are the home page's entries of the mechanic pages and the lab.
var labTools = []tool{
	{Name: "Full Thrust point defence", Path: "/odds/ft/pdl", Summary: "The exact 2015 point defence level of B1, PDS, scatterguns and screening fighters, band by band; roll it, or adjudicate the table's dice.", Example: "/odds/ft/pdl?b1=2&pds=3"},
	{Name: "Full Thrust strike", Path: "/odds/ft/strike", Summary: "Every step of a strike file, exactly: the point defence level, each attacker's damage, fighters lost and the chance each ship is destroyed; resolve it die by die, from a seed or the table's dice.", Example: "/odds/ft/strike?example=lone-escort"},
	{Name: "Full Thrust movement", Path: "/odds/ft/move", Summary: "One ship's written order in the book's notation: whether it is legal, where the ship ends, the thrust it uses, the Emergency Thrust dice and their exact chance; roll it, or adjudicate the table's dice; and the map of every position one turn can reach.", Example: "/odds/ft/move?thrust=4&velocity=6&order=ET+P3%2B3"},
	{Name: "Full Thrust fighter scaling", Path: "/odds/ft/scaling", Summary: "How expected damage, damage per group, P(destroyed) and fighters lost grow with 1 to 24 fighter groups against three typical targets, exactly, under the 2015 and the classic point defence; a chart of one of them and a table of every strike.", Example: "/odds/ft/scaling?groups=1-12&metric=per-group"},
	{Name: "Jovian Wars pool", Path: "/odds/jovian/pool", Summary: "The exact Result of a pool read as matching sets, with flex and macro dice; roll it, or adjudicate the table's dice.", Example: "/odds/jovian/pool?n=4&flex=1&macro=2"},
	{Name: "Jovian Wars attack", Path: "/odds/jovian/attack", Summary: "One attack on a capital ship or squadron: boxes lost on every track, P(crippled) and P(destroyed), a missile's point defence; resolve it step by step.", Example: "/odds/jovian/attack?pool=6&missile=1&defense=5&supporters=2"},
	{Name: "Space Fleet shot", Path: "/odds/spacefleet/shot", Summary: "The score a shot needs, its hits, the damage table and the outcome on a shielded target; roll it, or adjudicate the table's dice.", Example: "/odds/spacefleet/shot?weapon=missile&range=3&target=light+cruiser&shields=1"},
	{Name: "Space Fleet ship design", Path: "/odds/spacefleet/design", Summary: "Check a ship design against its hull class's limits: the hull points it uses, its damage capacity and its campaign cost, or the limit it breaks beside the field at fault.", Example: "/odds/spacefleet/design?class=heavy+cruiser&speed=3&shots=2&shields=4&armour=1"},
	{Name: "Battle lab", Path: "/lab", Summary: "Fight a Space Fleet or Full Thrust battle between computer players, a Full Thrust duel or a Jovian Wars engagement hundreds of times, an example or your own file, with live progress, and see each side's chance to win, how long the fights last and what they cost.", Example: "/lab?scenario=fullthrust%2Fduel-eclipse&trials=200&seed=1&run=1"},
}

// labQuery is the lab page's state, all in its URL.
type labQuery struct {
	Scenario string // the scenario's key, as labScenarios() names it
	File     string // a pasted file (labfile.go), fought instead of the scenario when not ""
	Trials   int
	Seed     string // hexadecimal; "" to pick one when running
	Players  string // tactical or random, for every side of a Space Fleet or Full Thrust battle; ignored by duels and engagements
	Run      bool   // run=1: run it now
}

// labForm is the lab's form read from a query, with an error beside each
// field that does not read.
type labForm struct {
	Query                      labQuery
	ScenarioError, TrialsError string
	SeedError, PlayersError    string
	TrialsText                 string     // the trials as typed, shown back in the field when they do not read
	FileErrors                 []string   // the pasted file's problems, one a line, "lab.yaml:line:column: message"
	FileCap                    int        // the longest file the form takes, in bytes
	StartURL                   string     // the form with the chosen scenario's file pasted, to edit it
	Groups                     []labGroup // the scenarios() offered, by ruleset
	ScenarioAbout              string     // what the chosen scenario's file says it is about
	PlayerKinds                []string
	MaxTrials                  []labCap // each ruleset's cap on trials, for the help
	sc                         labScenario
	seed                       rng.Seed
	kinds                      []string // a battle's players, one per side; nil for duels and engagements
	valid                      bool
}

// labChoice is a scenario offered by the form.
type labChoice struct {
	Key, Name, About string
}

// labCap is a ruleset's cap on the trials of one run.
type labCap struct {
	Kind labKind
	Max  int
}

// readLabForm reads and checks the lab's query.
func readLabForm(q url.Values) labForm {
	f := labForm{PlayerKinds: []string{sfagent.KindTactical, sfagent.KindRandom}, Groups: labScenarios().groups(), FileCap: maxLabFileLen}
	for _, k := range labKinds {
		f.MaxTrials = append(f.MaxTrials, labCap{Kind: k, Max: k.maxTrials()})
	}
	lq := labQuery{Scenario: strings.TrimSpace(q.Get("scenario")), Seed: strings.TrimSpace(q.Get("seed")),
		Players: strings.TrimSpace(q.Get("players")), Run: q.Get("run") != "", Trials: defaultLabTrials, File: labFileText(q.Get("file"))}
	if lq.Scenario == "" && len(labScenarios().all) > 0 {
		lq.Scenario = labScenarios().all[0].Key
	}
	if lq.Players == "" {
		lq.Players = sfagent.KindTactical
	}
	chosen, ok := labScenarios().find(lq.Scenario)
	switch {
	case lq.File != "":
		ok = f.readFile(lq.File)
	case !ok:
		f.ScenarioError = "there is no scenario " + strconv.Quote(lq.Scenario) + " in the lab"
	default:
		f.sc = chosen
	}
	f.ScenarioAbout = chosen.About
	if lq.File != "" { // the file is fought, not the scenario the select last named
		f.ScenarioAbout = ""
		if ok {
			f.ScenarioAbout = f.sc.About
		}
	}
	most := f.sc.Kind.maxTrials()
	if text := strings.TrimSpace(q.Get("trials")); text != "" {
		n, err := strconv.Atoi(text)
		if err != nil || n < 1 || n > most {
			f.TrialsError = "a whole number from 1 to " + strconv.Itoa(most)
			f.TrialsText = text
			if ok {
				f.TrialsError += " for " + f.sc.Kind.String()
			}
		} else {
			lq.Trials = n
		}
	}
	lq.Trials = min(lq.Trials, most)
	if lq.Seed != "" {
		seed, err := parseSeed(lq.Seed)
		if err != nil {
			f.SeedError = err.Error()
		}
		f.seed = seed
	}
	if n := f.sc.sides(); ok && n > 0 {
		kinds, err := sfagent.ParseKinds(lq.Players, n)
		if err != nil {
			f.PlayersError = strings.TrimPrefix(err.Error(), "agent: ")
		}
		f.kinds = kinds
	}
	f.Query = lq
	f.valid = ok && f.TrialsError == "" && f.SeedError == "" && f.PlayersError == ""
	if chosen.text != "" {
		start := lq
		start.File, start.Run = chosen.text, false
		f.StartURL = "/lab?" + start.values().Encode()
	}
	return f
}

// readFile decodes a pasted file into f.sc, or records its problems in
// f.FileErrors; it reports whether the file was read.
func (f *labForm) readFile(text string) bool {
	if len(text) > maxLabFileLen {
		f.FileErrors = []string{fmt.Sprintf("the file is %d bytes; the lab takes at most %d (16 KiB)", len(text), maxLabFileLen)}
		return false
	}
	if n := len(url.QueryEscape(strings.ReplaceAll(text, "\n", "\r\n"))); n > maxLabFileURL {
		f.FileErrors = []string{fmt.Sprintf("the file takes %d characters in the lab's address, which holds at most %d: shorten it (letters outside ASCII take up to 9 characters each)", n, maxLabFileURL)}
		return false
	}
	sc, err := decodeLabFile(text)
	if err != nil {
		f.FileErrors = strings.Split(err.Error(), "\n")
		return false
	}
	f.sc = sc
	return true
}

// problem is the form's errors in one line, "" when it is valid.
func (f labForm) problem() string {
	return strings.Join(nonEmpty(f.ScenarioError, strings.Join(f.FileErrors, "; "), f.TrialsError, f.SeedError, f.PlayersError), "; ")
}

// values is the query of the form's state, run included.
func (q labQuery) values() url.Values {
	v := url.Values{"scenario": {q.Scenario}, "trials": {strconv.Itoa(q.Trials)}, "players": {q.Players}}
	if q.Seed != "" {
		v.Set("seed", q.Seed)
	}
	if q.File != "" {
		v.Set("file", q.File)
	}
	if q.Run {
		v.Set("run", "1")
	}
	return v
}

// key identifies a run: everything its result depends on, a pasted file by
// its hash. The players count only in a battle.
func (f labForm) key() string {
	what := f.Query.Scenario
	if f.Query.File != "" {
		what = "file:" + labFileHash(f.Query.File)
	}
	return what + "|" + strconv.Itoa(f.Query.Trials) + "|" + f.seed.String() + "|" + strings.Join(f.kinds, ",")
}

// labState is the lab's share of the server: the cap on concurrent runs,
// the finished runs kept for their charts and the runs being fought again
// for charts. It is safe for concurrent use.
type labState struct {
	runs   chan struct{}
	mu     sync.Mutex
	done   map[string]labKept   // by labForm.key
	keys   []string             // done's keys, oldest first
	fights map[string]*labFight // by labForm.key
}

// labKept is a finished run: its outcome, or the failure that a pasted
// file's run meets every time it is fought (a battle that never ends).
type labKept struct {
	o   labOutcome
	err error
}

// labFight is a run being fought again for its charts; the chart requests
// of the same run wait for it instead of fighting it too.
type labFight struct {
	over chan struct{} // closed when o and err are set
	o    labOutcome
	err  error
}

// newLabState returns an empty lab.
func newLabState() *labState {
	return &labState{runs: make(chan struct{}, maxLabRuns), done: make(map[string]labKept), fights: make(map[string]*labFight)}
}

// obtain returns the run key: kept, or fought by fight (which should keep
// it), once for all the callers that ask for it at the same time. A caller
// whose wait is cut short by another caller's cancelled context fights the
// run itself; obtain returns ctx's error when ctx ends first.
func (l *labState) obtain(ctx context.Context, key string, fight func(context.Context) (labOutcome, error)) (labOutcome, error) {
	for {
		l.mu.Lock()
		if k, ok := l.done[key]; ok {
			l.mu.Unlock()
			return k.o, k.err
		}
		if f, ok := l.fights[key]; ok {
			l.mu.Unlock()
			select {
			case <-f.over:
			case <-ctx.Done():
				return labOutcome{}, ctx.Err()
			}
			if f.err == nil || ctx.Err() != nil || !(errors.Is(f.err, context.Canceled) || errors.Is(f.err, context.DeadlineExceeded)) {
				return f.o, cmp.Or(ctx.Err(), f.err)
			}
			continue // the fighter went away: fight it here
		}
		f := &labFight{over: make(chan struct{})}
		l.fights[key] = f
		l.mu.Unlock()
		l.fightOnce(ctx, key, f, fight)
		return f.o, f.err
	}
}

// fightOnce fights the run key for every caller waiting on f and then
// releases them, even when fight panics: the panic becomes f's error, so
// that no caller waits for ever on a run that ended badly.
func (l *labState) fightOnce(ctx context.Context, key string, f *labFight, fight func(context.Context) (labOutcome, error)) {
	defer func() {
		if r := recover(); r != nil {
			f.err = fmt.Errorf("the run failed: %s", firstLine(r))
		}
		l.mu.Lock()
		delete(l.fights, key)
		l.mu.Unlock()
		close(f.over)
	}()
	f.o, f.err = fight(ctx)
}

// keep stores a finished run, or the failure its run meets every time,
// dropping the oldest beyond labCacheSize.
func (l *labState) keep(key string, o labOutcome, err error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if _, ok := l.done[key]; !ok {
		l.keys = append(l.keys, key)
	}
	l.done[key] = labKept{o, err}
	for len(l.keys) > labCacheSize {
		delete(l.done, l.keys[0])
		l.keys = l.keys[1:]
	}
}

// finished returns a kept run that succeeded.
func (l *labState) finished(key string) (labOutcome, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	k, ok := l.done[key]
	return k.o, ok && k.err == nil
}

// failure returns the kept failure of run key, nil when none is kept.
func (l *labState) failure(key string) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.done[key].err
}

// firstLine is the first line of a recovered panic's value, without the
// stack that may follow it.
func firstLine(r any) string {
	line, _, _ := strings.Cut(fmt.Sprint(r), "\n")
	return line
}
