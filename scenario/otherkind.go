package scenario

import (
	"io/fs"
)

// FileKind is a kind of file that a reader other than the battle readers
// takes, as messages name it.
type FileKind string

// The kinds of file OtherKind tells.
const (
	NoOtherKind          FileKind = ""
	FTDuelFile           FileKind = "a Full Thrust duel file"
	FTStrikeFile         FileKind = "a Full Thrust strike file"
	JovianEngagementFile FileKind = "a Jovian engagement"
)

// OtherKind tells what a file that the battle readers refused is, when
// another reader takes it: a Full Thrust duel or strike file, or a Jovian
// engagement (read from fsys at name, with its includes); NoOtherKind
// otherwise. data is the file's content. The battle readers would name a
// field such a file has and a battle lacks ("doctrine", "raids",
// "rounds") as if the file were wrong; a front end says instead what the
// file is and what reads it.
func OtherKind(fsys fs.FS, name string, data []byte) FileKind {
	switch {
	case reads(DecodeFTDuel(name, data)):
		return FTDuelFile
	case reads(DecodeFullThrustStrike(name, data)):
		return FTStrikeFile
	case fsys != nil && reads(LoadJovianEngagement(fsys, name)):
		return JovianEngagementFile
	}
	return NoOtherKind
}

// reads reports whether a reader took its file.
func reads[T any](_ T, err error) bool { return err == nil }
