package pointdefence

// UnmarshalText reads a type's name as [FighterType.MarshalText] writes
// it, so that groups round-trip through JSON (a battle's setup in a game
// record); an unknown name is an error.
func (t *FighterType) UnmarshalText(text []byte) error {
	v, err := ParseFighterType(string(text))
	if err != nil {
		return err
	}
	*t = v
	return nil
}
