package scenario

// BattleRules tells which ruleset a battle file is for, from its top-level
// keys: "fullthrust" for a file that lists ships at the top level and has no
// map (see DecodeFTBattle), "spacefleet" for anything else. Only those two
// keys are read, so a Full Thrust file with a misspelt or misplaced field still
// goes to the Full Thrust decoder, which names that field and where it is.
// The file passes the same safe loader as every other.
func BattleRules(name string, data []byte) string {
	var top map[string]any
	if Decode(name, data, &top) != nil {
		return "spacefleet"
	}
	_, ships := top["ships"]
	_, hexMap := top["map"]
	if ships && !hexMap {
		return "fullthrust"
	}
	return "spacefleet"
}
