package web

import (
	"net/http"
	"strings"
	"testing"
)

// TestPDLTableFoldsNegligibleRows checks that the point defence page lists
// the levels worth reading and folds the long run of re-roll levels, each
// far below a millionth of a percent, into one "or more" row, whose chance
// is their sum; the chart leaves that row out and the API keeps every level.
func TestPDLTableFoldsNegligibleRows(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	w := get(s, "/odds/ft/pdl?b1=2&pds=3")
	if w.Code != http.StatusOK {
		t.Fatalf("status %d: %s", w.Code, w.Body)
	}
	body := w.Body.String()
	table := body[strings.Index(body, `<table class="dist">`):]
	table = table[:strings.Index(table, "</table>")]
	if rows := strings.Count(table, "<tr"); rows > foldRows+3 { // the heading, 31 levels, the folded row
		t.Errorf("the table has %d rows, more than the %d of a folded one", rows, foldRows+3)
	}
	if !strings.Contains(table, `<tr class="rest"><th scope="row">`) || !strings.Contains(table, " or more</th>") {
		t.Errorf("the table has no folded row: %s", table)
	}
	if strings.Contains(table, "e-13%") || strings.Contains(table, "e-14%") {
		t.Errorf("the table still lists levels of 1e-13%%: %s", table)
	}

	m := readFTPDL(newForm(map[string][]string{"b1": {"2"}, "pds": {"3"}}))
	odds, err := m.odds(t.Context(), false)
	if err != nil {
		t.Fatal(err)
	}
	v := odds.Dists[0]
	if v.Rest == nil || v.Rest.P <= 0 || v.Rest.P > foldBelow || v.Rest.AtMost < 1-1e-9 {
		t.Fatalf("folded row %+v", v.Rest)
	}
	if got := len(v.chart().Points); got != len(v.Rows) {
		t.Errorf("the chart has %d points, want the %d listed rows", got, len(v.Rows))
	}
	if p := v.Rows[len(v.Rows)-1].AtLeast - v.Rows[len(v.Rows)-1].P; p-v.Rest.AtLeast > 1e-12 || v.Rest.AtLeast-p > 1e-12 {
		t.Errorf("P(≥) of the folded row is %g, want %g", v.Rest.AtLeast, p)
	}
}
