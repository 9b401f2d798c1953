package prob

import (
	"errors"
	"math/big"
	"strings"
	"testing"
)

func TestWriteTable(t *testing.T) {
	tailed, _ := FromBig(0, []*big.Int{big.NewInt(4000), big.NewInt(999), big.NewInt(1)}, big.NewInt(5001))
	tests := []struct {
		name string
		d    Dist
		opt  TableOptions
		want string
	}{
		{"2d6", Uniform(1, 6).SumN(2), TableOptions{}, `
value           P      P(>=v)      P(<=v)
    2      2.778%        100%      2.778%  ######
    3      5.556%      97.22%      8.333%  ############
    4      8.333%      91.67%      16.67%  ###################
    5      11.11%      83.33%      27.78%  #########################
    6      13.89%      72.22%      41.67%  ###############################
    7      16.67%      58.33%      58.33%  #####################################
    8      13.89%      41.67%      72.22%  ###############################
    9      11.11%      27.78%      83.33%  #########################
   10      8.333%      16.67%      91.67%  ###################
   11      5.556%      8.333%      97.22%  ############
   12      2.778%      2.778%        100%  ######
mean 7  sd 2.415
`},
		{"tail and exact", tailed.SumN(2), TableOptions{Exact: true, Width: 60}, `
value           P      P(>=v)      P(<=v)  exact
    0      63.97%        100%      63.97%  16000000/25010001  ##########
    1      31.96%      36.03%      95.93%  888000/2778889     #####
    2      4.022%      4.070%      99.95%  1006001/25010001   #
 tail    0.04798%  (outcomes above 2)
mean 0.4002  sd 0.5661
`},
		{"extra column", Uniform(1, 2), TableOptions{Width: 60, Extra: []Column{{Header: "sampled", Cells: map[string]string{"1": "49.9%"}}}}, `
value           P      P(>=v)      P(<=v)  sampled
    1      50.00%        100%      50.00%    49.9%  ##########
    2      50.00%      50.00%        100%           ##########
mean 1.5  sd 0.5
`},
		{"tiny probabilities", FromWeights(-1, []int64{1, 99999, 1000000}), TableOptions{Width: 60}, `
value           P      P(>=v)      P(<=v)
   -1   9.091e-5%        100%   9.091e-5%
    0      9.091%     >99.99%      9.091%  ##
    1      90.91%      90.91%        100%  #################
mean 0.9091  sd 0.2875
`},
		{"unplaced tail", tailed.Map(func(v int) int { return -v }), TableOptions{}, `
value           P      P(>=v)      P(<=v)
   -2    0.02000%      99.98%    0.02000%
   -1      19.98%      99.96%      20.00%  #########
    0      79.98%      79.98%      99.98%  #####################################
 tail    0.02000%  (outcomes not placed)
mean -0.2002  sd 0.4006
`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var sb strings.Builder
			if err := tc.d.WriteTable(&sb, tc.opt); err != nil {
				t.Fatal(err)
			}
			if got, want := sb.String(), strings.TrimPrefix(tc.want, "\n"); got != want {
				t.Fatalf("got\n%s\nwant\n%s", got, want)
			}
		})
	}
}

func TestWriteTableFits(t *testing.T) {
	var sb strings.Builder
	if err := Uniform(1, 6).SumN(40).WriteTable(&sb, TableOptions{}); err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(sb.String(), "\n") {
		if len(line) > 80 {
			t.Fatalf("line longer than 80 columns: %q", line)
		}
	}
}

func TestTableWriteTable(t *testing.T) {
	tb, _ := NewTable([]Weighted[result]{{"[N]", big.NewInt(3)}, {"[D2]", big.NewInt(1)}}, big.NewInt(5))
	var sb strings.Builder
	if err := tb.WriteTable(&sb, TableOptions{Exact: true}, func(r result) string { return string(r) }); err != nil {
		t.Fatal(err)
	}
	want := `value           P  exact
  [N]      60.00%  3/5    ########################################
 [D2]      20.00%  1/5    #############
 tail      20.00%  (outcomes not listed)
`
	if sb.String() != want {
		t.Fatalf("got\n%s\nwant\n%s", sb.String(), want)
	}
}

type failWriter struct{}

var errWrite = errors.New("disk full")

func (failWriter) Write([]byte) (int, error) { return 0, errWrite }

func TestWriteTableError(t *testing.T) {
	if err := Uniform(1, 6).WriteTable(failWriter{}, TableOptions{}); !errors.Is(err, errWrite) {
		t.Fatalf("error %v, want %v", err, errWrite)
	}
}

func TestPercent(t *testing.T) {
	tests := []struct {
		w, total int64
		want     string
	}{
		{0, 7, "0%"},
		{7, 7, "100%"},
		{1, 6, "16.67%"},
		{1, 36, "2.778%"},
		{1, 216, "0.4630%"},
		{1, 7776, "0.01286%"},
		{1, 46656, "2.143e-3%"},
		{9999, 10000, "99.99%"},
		{99999, 100000, ">99.99%"},
		{999999999, 1e14, "1.000e-3%"},
		{1, 3e15, "3.333e-14%"},
	}
	for _, tc := range tests {
		if got := percent(big.NewInt(tc.w), big.NewInt(tc.total)); got != tc.want {
			t.Errorf("percent(%d/%d) = %q, want %q", tc.w, tc.total, got, tc.want)
		}
	}
}
