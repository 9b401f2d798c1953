package cli

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/broadside/broadside/scenario"
)

// notABattle returns err, the battle readers' refusal of the file at path
// (its content data), or, when the file is one another command reads (a
// Full Thrust duel or strike file, a Jovian engagement), an error naming
// that command: the battle readers would name a field such a file has and
// a battle lacks ("doctrine", "raids", "rounds"), as if the file were
// wrong. The other readers are tried only once the battle readers refused.
func notABattle(path string, data []byte, err error) error {
	var kind string
	switch {
	case decodes(scenario.DecodeFTDuel(path, data)):
		kind = fmt.Sprintf("a Full Thrust duel file, which 'broadside ft duel %s' fights", path)
	case decodes(scenario.DecodeFullThrustStrike(path, data)):
		kind = fmt.Sprintf("a Full Thrust strike file, which 'broadside ft strike %s' resolves", path)
	case decodes(scenario.LoadJovianEngagement(os.DirFS(filepath.Dir(path)), filepath.Base(path))):
		kind = fmt.Sprintf("a Jovian engagement, which 'broadside jovian engagement %s' fights", path)
	default:
		return err
	}
	return fmt.Errorf("%s is %s; 'battle' fights battle files (Space Fleet scenarios and Full Thrust battles)", path, kind)
}

// decodes reports whether a reader took its file.
func decodes[T any](_ T, err error) bool { return err == nil }
