package cli

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/broadside/broadside/scenario"
)

// notABattle returns err, the battle readers' refusal of the file at path
// (its content data), or, when the file is one another command reads
// (scenario.OtherKind), an error naming that command.
func notABattle(path string, data []byte, err error) error {
	kind := scenario.OtherKind(os.DirFS(filepath.Dir(path)), filepath.Base(path), data)
	var reader string
	switch kind {
	case scenario.FTDuelFile:
		reader = "'broadside ft duel " + path + "' fights"
	case scenario.FTStrikeFile:
		reader = "'broadside ft strike " + path + "' resolves"
	case scenario.JovianEngagementFile:
		reader = "'broadside jovian engagement " + path + "' fights"
	default:
		return err
	}
	return fmt.Errorf("%s is %s, which %s; 'battle' fights battle files (Space Fleet scenarios and Full Thrust battles)", path, kind, reader)
}
