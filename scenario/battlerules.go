package scenario

// battleProbe has the top-level fields of both kinds of battle file, so
// that Decode reads either strictly and the fields present tell them apart.
type battleProbe struct {
	Name        any `yaml:"name"`
	Description any `yaml:"description"`
	Map         any `yaml:"map"`
	Victory     any `yaml:"victory"`
	Options     any `yaml:"options"`
	Designs     any `yaml:"designs"`
	Terrain     any `yaml:"terrain"`
	Sides       any `yaml:"sides"`
	Table       any `yaml:"table"`
	Turns       any `yaml:"turns"`
	Rules       any `yaml:"rules"`
	Ships       any `yaml:"ships"`
}

// BattleRules tells which ruleset a battle file is for, from its top-level
// fields: "fullthrust" for a Full Thrust battle file (its ships listed at the
// top level, see DecodeFTBattle), "spacefleet" for anything else, whose own
// decoder then reports what is wrong with it. The file passes the same safe
// loader as every other.
func BattleRules(name string, data []byte) string {
	var p battleProbe
	if Decode(name, data, &p) == nil && p.Ships != nil && p.Map == nil {
		return "fullthrust"
	}
	return "spacefleet"
}
