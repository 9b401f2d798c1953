package scenario

import (
	"reflect"
	"slices"
	"strings"
	"sync"

	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// FTBattleFields lists what in top, a file's top-level mapping, only a
// Full Thrust battle file has and a duel file has not, as phrases such as
// "ships with class:" and "options with hard-about:", each once, in the
// order found; nil when there is none. A battle may leave out table:,
// rules:, victory: and driven-off:, and then has the duel's name:, turns:,
// sides: and ships:; its ships' and options' own fields tell it from a
// duel. The fields are read from the two readers' own lists, so a field
// added to either is counted without a change here.
func FTBattleFields(top map[string]any) []string {
	k := ftFieldKeys()
	var out []string
	add := func(why string) {
		if !slices.Contains(out, why) {
			out = append(out, why)
		}
	}
	ships, _ := top["ships"].([]any)
	for _, ship := range ships {
		fields, _ := ship.(map[string]any)
		for _, key := range sortedKeys(fields) {
			if k.battleShip[key] && !k.duelShip[key] {
				add("ships with " + key + ":")
			}
		}
	}
	options, _ := top["options"].(map[string]any)
	for _, key := range sortedKeys(options) {
		if k.battleOption[strings.ToLower(key)] && !k.duelOption[key] {
			add("options with " + key + ":")
		}
	}
	return out
}

// ftKeys are the fields of a battle file's and a duel file's ships and
// options, as their readers name them.
type ftKeys struct {
	battleShip, duelShip, battleOption, duelOption map[string]bool
}

// ftFieldKeys reads the fields once; the result is never written after.
var ftFieldKeys = sync.OnceValue(func() ftKeys {
	k := ftKeys{
		battleShip:   yamlFields(reflect.TypeFor[ftBattleShip]()),
		duelShip:     yamlFields(reflect.TypeFor[ftDuelShip]()),
		duelOption:   yamlFields(reflect.TypeFor[ftDuelOptions]()),
		battleOption: map[string]bool{},
	}
	var opt manoeuvre.ManoeuvreOptions
	for _, v := range append(opt.Values(), opt.ManoeuvreValues()...) {
		k.battleOption[strings.ToLower(v.Name)] = true
	}
	return k
})

// yamlFields returns the YAML names of the fields of struct type t,
// those of inline fields included.
func yamlFields(t reflect.Type) map[string]bool {
	out := map[string]bool{}
	for f := range t.Fields() {
		name, opts, _ := strings.Cut(f.Tag.Get("yaml"), ",")
		switch {
		case opts == "inline" && f.Type.Kind() == reflect.Struct:
			for n := range yamlFields(f.Type) {
				out[n] = true
			}
		case name != "" && name != "-":
			out[name] = true
		}
	}
	return out
}

// sortedKeys returns the keys of m in order.
func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for key := range m {
		keys = append(keys, key)
	}
	slices.Sort(keys)
	return keys
}
