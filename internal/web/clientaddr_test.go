package web

import (
	"bytes"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strings"
	"testing"
)

func mustProxies(t *testing.T, list ...string) []netip.Prefix {
	t.Helper()
	var out []netip.Prefix
	for _, s := range list {
		p, err := ParseTrustedProxy(s)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, p)
	}
	return out
}

// proxied is a request from remote with the given headers.
func proxied(remote string, header map[string]string) *http.Request {
	r := httptest.NewRequest(http.MethodGet, "/", nil)
	r.RemoteAddr = remote
	for k, v := range header {
		r.Header.Set(k, v)
	}
	return r
}

// TestClientKey checks whose address the rate limit counts a request
// against: the connection's, unless it comes from a trusted proxy, and
// then the nearest untrusted address of the proxy's header alone.
func TestClientKey(t *testing.T) {
	xff := clients{trusted: mustProxies(t, "10.0.0.2", "192.168.0.0/16", "::1")}
	fwd := clients{trusted: xff.trusted, forwarded: true}
	for _, tc := range []struct {
		name   string
		c      clients
		remote string
		header map[string]string
		want   string
	}{
		{"no proxy trusted", clients{}, "203.0.113.9:5555", map[string]string{"X-Forwarded-For": "1.2.3.4"}, "203.0.113.9"},
		{"untrusted peer's header ignored", xff, "203.0.113.9:5555", map[string]string{"X-Forwarded-For": "1.2.3.4"}, "203.0.113.9"},
		{"trusted proxy", xff, "10.0.0.2:4000", map[string]string{"X-Forwarded-For": "198.51.100.7"}, "198.51.100.7"},
		{"spoofed entry before the proxy's", xff, "10.0.0.2:4000", map[string]string{"X-Forwarded-For": "1.2.3.4, 198.51.100.7"}, "198.51.100.7"},
		{"chain of trusted proxies", xff, "10.0.0.2:4000", map[string]string{"X-Forwarded-For": "1.2.3.4, 198.51.100.7, 192.168.4.4"}, "198.51.100.7"},
		{"one entry", xff, "10.0.0.2:4000", map[string]string{"X-Forwarded-For": "1.2.3.4"}, "1.2.3.4"},
		{"no header from the proxy", xff, "10.0.0.2:4000", nil, "10.0.0.2"},
		{"garbage", xff, "10.0.0.2:4000", map[string]string{"X-Forwarded-For": "not-an-address"}, "10.0.0.2"},
		{"IPv6 peer", xff, "[::1]:4000", map[string]string{"X-Forwarded-For": "2001:db8::7"}, "2001:db8::7"},
		{"X-Forwarded-For ignored when Forwarded is read", fwd, "10.0.0.2:4000", map[string]string{"X-Forwarded-For": "1.2.3.4"}, "10.0.0.2"},
		{"Forwarded", fwd, "10.0.0.2:4000", map[string]string{"Forwarded": `for=1.2.3.4, for="[2001:db8::7]:4711";proto=https`}, "2001:db8::7"},
		{"Forwarded ignored when X-Forwarded-For is read", xff, "10.0.0.2:4000", map[string]string{"Forwarded": "for=1.2.3.4"}, "10.0.0.2"},
		{"Forwarded unknown", fwd, "10.0.0.2:4000", map[string]string{"Forwarded": "for=unknown"}, "10.0.0.2"},
		{"mapped IPv4", xff, "[::ffff:10.0.0.2]:4000", map[string]string{"X-Forwarded-For": "198.51.100.7:1234"}, "198.51.100.7"},
	} {
		if got := tc.c.key(proxied(tc.remote, tc.header)); got != tc.want {
			t.Errorf("%s: key = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestRateLimitBehindProxy checks that behind a trusted proxy each player
// has a limit of their own, that a client which is not the proxy cannot
// dodge its limit by writing the header, and that the request log names
// the player.
func TestRateLimitBehindProxy(t *testing.T) {
	var log bytes.Buffer
	s := newTestServer(t, Config{Rate: 1, Burst: 2, TrustedProxies: mustProxies(t, "10.0.0.2"),
		Logger: slog.New(slog.NewTextHandler(&log, nil))})
	ask := func(remote, forwarded string) int {
		r := httptest.NewRequest(http.MethodGet, "/api/health", nil)
		r.RemoteAddr = remote
		if forwarded != "" {
			r.Header.Set("X-Forwarded-For", forwarded)
		}
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		return w.Code
	}
	for i := range 2 {
		if code := ask("10.0.0.2:1000", "198.51.100.1"); code != http.StatusOK {
			t.Fatalf("player 1, request %d: %d", i, code)
		}
	}
	if code := ask("10.0.0.2:1000", "198.51.100.1"); code != http.StatusTooManyRequests {
		t.Errorf("player 1 over the limit: %d, want 429", code)
	}
	if code := ask("10.0.0.2:1000", "198.51.100.2"); code != http.StatusOK {
		t.Errorf("player 2 behind the same proxy: %d, want 200", code)
	}
	// A client that is not the proxy: the header it writes is refused.
	for i := range 2 {
		if code := ask("203.0.113.5:1000", "198.51.100.3"); code != http.StatusOK {
			t.Fatalf("untrusted client, request %d: %d", i, code)
		}
	}
	if code := ask("203.0.113.5:1000", "198.51.100.4"); code != http.StatusTooManyRequests {
		t.Errorf("an untrusted client changing its header escaped its limit: %d", code)
	}
	if !strings.Contains(log.String(), "client=198.51.100.2") || strings.Contains(log.String(), "client=198.51.100.4") {
		t.Errorf("the request log names the wrong clients:\n%s", log.String())
	}
}

// TestTrustedProxyRefused checks the errors of bad proxy settings.
func TestTrustedProxyRefused(t *testing.T) {
	for _, bad := range []string{"", "proxy.example", "10.0.0.300", "10.0.0.0/40"} {
		if _, err := ParseTrustedProxy(bad); err == nil || !strings.HasPrefix(err.Error(), "web: trusted proxy") {
			t.Errorf("ParseTrustedProxy(%q) = %v", bad, err)
		}
	}
	if _, err := New(Config{Store: newTestServer(t, Config{}).store, ProxyHeader: "X-Real-IP"}); err == nil {
		t.Error("an unknown proxy header was accepted")
	}
}

// TestSecureBehindProxy checks when a request counts as reaching the server
// over TLS: a trusted proxy's word is taken, nobody else's.
func TestSecureBehindProxy(t *testing.T) {
	xff := clients{trusted: mustProxies(t, "10.0.0.2")}
	fwd := clients{trusted: xff.trusted, forwarded: true}
	for _, tc := range []struct {
		name   string
		c      clients
		remote string
		header map[string]string
		want   bool
	}{
		{"plain", xff, "203.0.113.9:1", nil, false},
		{"untrusted says https", xff, "203.0.113.9:1", map[string]string{"X-Forwarded-Proto": "https"}, false},
		{"proxy says https", xff, "10.0.0.2:1", map[string]string{"X-Forwarded-Proto": "https"}, true},
		{"proxy says http", xff, "10.0.0.2:1", map[string]string{"X-Forwarded-Proto": "http"}, false},
		{"Forwarded proto", fwd, "10.0.0.2:1", map[string]string{"Forwarded": "for=1.2.3.4;proto=https"}, true},
		{"X-Forwarded-Proto ignored when Forwarded is read", fwd, "10.0.0.2:1", map[string]string{"X-Forwarded-Proto": "https"}, false},
	} {
		if got := tc.c.secure(proxied(tc.remote, tc.header)); got != tc.want {
			t.Errorf("%s: secure = %v, want %v", tc.name, got, tc.want)
		}
	}
	// A seat's cookie set through the proxy is Secure.
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000, TrustedProxies: mustProxies(t, "10.0.0.2")})
	r := httptest.NewRequest(http.MethodPost, "/games", strings.NewReader(url.Values{"scenario": {scenarios()[0].Key}, "mode": {"computer"}}.Encode()))
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	r.RemoteAddr = "10.0.0.2:1"
	r.Header.Set("X-Forwarded-For", "198.51.100.1")
	r.Header.Set("X-Forwarded-Proto", "https")
	w := httptest.NewRecorder()
	s.ServeHTTP(w, r)
	cookies := w.Result().Cookies()
	if len(cookies) == 0 {
		t.Fatalf("no cookie: %d %s", w.Code, w.Body)
	}
	for _, c := range cookies {
		if !c.Secure {
			t.Errorf("cookie %s set through a TLS proxy is not Secure", c.Name)
		}
	}
}
