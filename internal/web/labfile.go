package web

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"slices"
	"strings"
	"time"

	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/scenario"
)

// The battle lab also fights a file the user pastes into its form: a Space
// Fleet scenario, a Full Thrust battle or duel or a Jovian engagement, as the files
// under examples/ are written. The file travels in the lab's URL like the
// rest of its state, so a chart of the run can fight it again once the
// cache has dropped it; its kind is told from its keys.

// maxLabFileLen is the longest file the lab reads from its URL, in bytes.
const maxLabFileLen = 16 << 10

// maxLabFileURL is the most characters the file may take percent-encoded in
// a URL, with the CR LF line ends a browser's form sends: a chart's request
// carries the file twice, in its URL and in the page's address as its
// Referer, and both must stay well under the server's 64 KiB limit on a
// request's header.
const maxLabFileURL = 24 << 10

// maxPastedRun is the longest a run of a pasted file may take: a file may
// hold far more ships or turns than the examples the trial caps were
// measured on, so its run uses one core and stops at this budget.
const maxPastedRun = 30 * time.Second

// labFileName is the pasted file's name in error messages.
const labFileName = "lab.yaml"

// labCardsFile is the one card file an engagement pasted into the lab may
// include: examples/jovian/cards.yaml, embedded.
const labCardsFile = "cards.yaml"

// labFileText is the file field of a query with the line ends a browser's
// form gives (CR LF) turned into LF; "" when the field holds only spaces.
func labFileText(raw string) string {
	text := strings.ReplaceAll(raw, "\r\n", "\n")
	if strings.TrimSpace(text) == "" {
		return ""
	}
	return text
}

// labFileHash names a pasted file in the lab's cache keys: the first 16
// bytes of its SHA-256, in hexadecimal.
func labFileHash(text string) string {
	sum := sha256.Sum256([]byte(text))
	return hex.EncodeToString(sum[:16])
}

// decodeLabFile reads a pasted file: its kind from its keys, then the file
// with that kind's decoder. Errors are "lab.yaml:line:column: message",
// one a line, as the decoders give them; a panic in the YAML reader is
// reported as an error by scenario.Decode.
func decodeLabFile(text string) (labScenario, error) {
	data := []byte(text)
	var top any
	if err := scenario.Decode(labFileName, data, &top); err != nil {
		return labScenario{}, err
	}
	if _, ok := top.(map[string]any); !ok {
		return labScenario{}, scenario.List{{File: labFileName, Line: 1, Col: 1, Msg: "the file is not a mapping of keys such as name: and sides:"}}
	}
	var probe labProbe
	if err := scenario.Decode(labFileName, data, &probe); err != nil {
		return labScenario{}, err
	}
	kind, _ := probe.kind()
	sc := labScenario{Kind: kind, About: leadComment(data), text: text}
	switch kind {
	case labFTBattle:
		b, err := scenario.DecodeFTBattle(labFileName, data)
		if err != nil {
			return labScenario{}, err
		}
		b.Setup.Name = cmp.Or(b.Setup.Name, "Your file")
		sc.Name, sc.fb = b.Setup.Name, b
	case labFTDuel:
		d, err := scenario.DecodeFTDuel(labFileName, data)
		if err != nil {
			return labScenario{}, err
		}
		d.Name = cmp.Or(d.Name, "Your file")
		sc.Name, sc.ft = d.Name, d
	case labJovian:
		e, err := scenario.LoadJovianEngagement(labFileFS{data: data}, labFileName)
		if err != nil {
			return labScenario{}, err
		}
		e.Name = cmp.Or(e.Name, "Your file")
		sc.Name, sc.jv = e.Name, e
	default:
		sf, err := scenario.DecodeSpaceFleet(labFileName, data)
		if err != nil {
			return labScenario{}, err
		}
		sf.Name = cmp.Or(sf.Name, "Your file")
		sf.Setup.Name = cmp.Or(sf.Setup.Name, sf.Name)
		sc.Name, sc.sf = sf.Name, gameScenario{Name: sf.Name, sf: sf}
	}
	return sc, nil
}

// labProbe is a pasted file's top-level keys, read only to tell its kind.
// Its Validate reports a file whose kind cannot be told, and an include
// other than the embedded card file.
type labProbe map[string]any

// The keys that only one kind of file has, at the top level or in each of
// its sides.
var (
	labKindKeys = map[string]labKind{"map": labSpaceFleet, "victory": labSpaceFleet, "designs": labSpaceFleet,
		"terrain": labSpaceFleet, "description": labSpaceFleet, "ships": labFTDuel, "turns": labFTDuel,
		"rounds": labJovian, "include": labJovian, "cards": labJovian, "table": labFTBattle, "rules": labFTBattle,
		"driven-off": labFTBattle}
	labSideKeys = map[string]labKind{"squadrons": labSpaceFleet, "edge": labSpaceFleet, "dummies": labSpaceFleet,
		"mines": labSpaceFleet, "units": labJovian, "modifiers": labJovian}
)

// labKindNoun is a kind of file as the lab's messages name it.
func labKindNoun(k labKind) string {
	switch k {
	case labFTDuel:
		return "a Full Thrust duel"
	case labFTBattle:
		return "a Full Thrust battle"
	case labJovian:
		return "a Jovian engagement"
	}
	return "a Space Fleet scenario"
}

// kind tells the file's kind from its keys; when it cannot, it returns a
// message saying why and which kinds the file could be.
func (p labProbe) kind() (labKind, string) {
	if _, ok := p["raids"]; ok {
		return 0, "this is a Full Thrust strike file (it has raids:), which the strike page /odds/ft/strike resolves; the lab fights Space Fleet scenarios, Full Thrust battles and duels, and Jovian engagements"
	}
	seen := map[labKind][]string{}
	note := func(k labKind, why string) {
		if !slices.Contains(seen[k], why) {
			seen[k] = append(seen[k], why)
		}
	}
	for _, key := range slices.Sorted(maps.Keys(p)) {
		if k, ok := labKindKeys[key]; ok {
			note(k, key+":")
		}
	}
	for _, why := range scenario.FTBattleFields(p) {
		note(labFTBattle, why)
	}
	sides, _ := p["sides"].([]any)
	for _, side := range sides {
		switch s := side.(type) {
		case string:
			note(labFTDuel, "sides named in a list")
		case map[string]any:
			for _, key := range []string{"squadrons", "edge", "dummies", "mines", "units", "modifiers"} {
				if _, ok := s[key]; ok {
					note(labSideKeys[key], "sides with "+key+":")
				}
			}
		}
	}
	// A Full Thrust battle has a duel's ships:, turns: and sides: [names]
	// and Space Fleet's victory: besides its own table: and rules:; a file
	// with ships: and victory: but neither of those is a battle too, and
	// so is one whose ships or options have a field only a battle's have.
	if len(seen[labFTBattle]) > 0 || (len(seen[labFTDuel]) > 0 && slices.Equal(seen[labSpaceFleet], []string{"victory:"})) {
		seen[labFTBattle] = append(seen[labFTBattle], seen[labFTDuel]...)
		delete(seen, labFTDuel)
		if slices.Equal(seen[labSpaceFleet], []string{"victory:"}) {
			delete(seen, labSpaceFleet)
		}
	}
	if _, cards := p["cards"]; cards && len(seen) == 1 && p["sides"] == nil {
		return 0, "this looks like a Jovian card file (cards: without sides:); the lab fights engagements, whose sides name their units' cards, given under cards: or taken from include: [cards.yaml]"
	}
	var kinds []labKind
	for _, k := range labKinds {
		if len(seen[k]) > 0 {
			kinds = append(kinds, k)
		}
	}
	switch len(kinds) {
	case 1:
		return kinds[0], ""
	case 0:
		return 0, "cannot tell which kind of file this is: a Space Fleet scenario has map: and sides with squadrons:, a Full Thrust battle has table: and ships:, a Full Thrust duel has ships: and sides: [two names], and a Jovian engagement has sides with units:"
	}
	var could []string
	for _, k := range kinds {
		could = append(could, fmt.Sprintf("%s (it has %s)", labKindNoun(k), strings.Join(seen[k], ", ")))
	}
	return 0, "this file could be " + strings.Join(could, " or ") + "; keep to the keys of one kind"
}

// Validate reports a file whose kind cannot be told, at its first key, and
// each include of an engagement other than the embedded cards.yaml.
func (p *labProbe) Validate(c *scenario.Check) {
	kind, problem := p.kind()
	if problem != "" {
		c.Errorf("$", "%s", problem)
		return
	}
	if kind != labJovian {
		return
	}
	includes, _ := (*p)["include"].([]any)
	for i, inc := range includes {
		name, _ := inc.(string)
		if path.Join(".", name) != labCardsFile {
			c.Errorf(fmt.Sprintf("$.include[%d]", i), "include %q: the lab has only the example card file %s to include; give other cards under cards: in this file", fmt.Sprint(inc), labCardsFile)
		}
	}
}

// labFileFS is the file system a pasted engagement is loaded from: the
// file itself as lab.yaml and the embedded examples/jovian/cards.yaml as
// cards.yaml, nothing else. It is read-only and safe for concurrent use.
type labFileFS struct {
	data []byte
}

// Open opens lab.yaml or cards.yaml.
func (l labFileFS) Open(name string) (fs.File, error) {
	switch name {
	case labFileName:
		return &labMemFile{r: bytes.NewReader(l.data), size: int64(len(l.data))}, nil
	case labCardsFile:
		return examples.Jovian.Open("jovian/" + labCardsFile)
	}
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}

// labMemFile is the pasted file opened by labFileFS.
type labMemFile struct {
	r    *bytes.Reader
	size int64
}

func (f *labMemFile) Read(b []byte) (int, error) { return f.r.Read(b) }
func (f *labMemFile) Close() error               { return nil }
func (f *labMemFile) Stat() (fs.FileInfo, error) { return labMemInfo{f.size}, nil }

// labMemInfo describes the pasted file.
type labMemInfo struct{ size int64 }

func (i labMemInfo) Name() string       { return labFileName }
func (i labMemInfo) Size() int64        { return i.size }
func (i labMemInfo) Mode() fs.FileMode  { return 0o444 }
func (i labMemInfo) ModTime() time.Time { return time.Time{} }
func (i labMemInfo) IsDir() bool        { return false }
func (i labMemInfo) Sys() any           { return nil }
