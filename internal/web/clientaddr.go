package web

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// clients tells the address of a request's client, for the per-client rate
// limit and the request log. Behind a reverse proxy every request comes
// from the proxy's address, so all players would share one limit; the
// address the proxy saw is in its X-Forwarded-For or Forwarded (RFC 7239)
// header, whichever the server is told the proxy writes: only that one is
// read, since a proxy passes the other on as the client wrote it. Any
// client can write those headers, so the header is read only on a
// connection from one of the trusted proxies, and then only the addresses
// the trusted proxies added: it is read from its end, skipping trusted
// proxies, and the first other address is the client. On any other
// connection the headers are ignored, and the connection's address counts.
type clients struct {
	trusted   []netip.Prefix
	forwarded bool // read Forwarded rather than X-Forwarded-For
}

// The headers a trusted proxy may name the client in.
const (
	HeaderXForwardedFor = "X-Forwarded-For"
	HeaderForwarded     = "Forwarded"
)

// ParseTrustedProxy reads a trusted proxy's address, an IP address such
// as 10.0.0.2 or ::1, or a network such as 10.0.0.0/8.
func ParseTrustedProxy(s string) (netip.Prefix, error) {
	s = strings.TrimSpace(s)
	if strings.Contains(s, "/") {
		p, err := netip.ParsePrefix(s)
		if err != nil {
			return netip.Prefix{}, fmt.Errorf("web: trusted proxy %q is not an IP address or a network such as 10.0.0.0/8", s)
		}
		return p.Masked(), nil
	}
	a, err := netip.ParseAddr(s)
	if err != nil {
		return netip.Prefix{}, fmt.Errorf("web: trusted proxy %q is not an IP address or a network such as 10.0.0.0/8", s)
	}
	a = a.Unmap()
	return netip.PrefixFrom(a, a.BitLen()), nil
}

// isTrusted reports whether a is one of the trusted proxies.
func (c clients) isTrusted(a netip.Addr) bool {
	a = a.Unmap()
	for _, p := range c.trusted {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// peer returns the address r's connection comes from, and whether it is
// one of the trusted proxies.
func (c clients) peer(r *http.Request) (string, bool) {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	a, err := netip.ParseAddr(host)
	return host, err == nil && c.isTrusted(a)
}

// key returns the client address of r: the connection's, or, on a
// connection from a trusted proxy, the nearest untrusted address its
// forwarding header names.
func (c clients) key(r *http.Request) string {
	host, trusted := c.peer(r)
	if !trusted {
		return host
	}
	var hops []netip.Addr
	if c.forwarded {
		hops = forwardedFor(r.Header.Values(HeaderForwarded))
	} else {
		hops = xForwardedFor(r.Header.Values(HeaderXForwardedFor))
	}
	for i := len(hops) - 1; i >= 0; i-- {
		a := hops[i]
		if !a.IsValid() {
			break // not an address ("unknown", a name, garbage): stop there
		}
		if !c.isTrusted(a) {
			return a.String()
		}
	}
	return host
}

// forwardedFor returns the for= addresses of Forwarded header values, in
// order; an entry that is not an IP address is the zero Addr.
func forwardedFor(values []string) []netip.Addr {
	var out []netip.Addr
	for _, v := range values {
		for elem := range strings.SplitSeq(v, ",") {
			for pair := range strings.SplitSeq(elem, ";") {
				k, val, found := strings.Cut(strings.TrimSpace(pair), "=")
				if found && strings.EqualFold(strings.TrimSpace(k), "for") {
					out = append(out, parseHop(strings.Trim(strings.TrimSpace(val), `"`)))
				}
			}
		}
	}
	return out
}

// xForwardedFor returns the addresses of X-Forwarded-For header values, in
// order; an entry that is not an IP address is the zero Addr.
func xForwardedFor(values []string) []netip.Addr {
	var out []netip.Addr
	for _, v := range values {
		for s := range strings.SplitSeq(v, ",") {
			if s = strings.TrimSpace(s); s != "" {
				out = append(out, parseHop(s))
			}
		}
	}
	return out
}

// parseHop reads one address of a forwarding header: 192.0.2.1,
// 192.0.2.1:4711, 2001:db8::1 or [2001:db8::1]:4711. Anything else is the
// zero Addr.
func parseHop(s string) netip.Addr {
	if a, err := netip.ParseAddr(s); err == nil && a.Zone() == "" {
		return a.Unmap()
	}
	if ap, err := netip.ParseAddrPort(s); err == nil && ap.Addr().Zone() == "" {
		return ap.Addr().Unmap()
	}
	if strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]") {
		if a, err := netip.ParseAddr(s[1 : len(s)-1]); err == nil && a.Zone() == "" {
			return a.Unmap()
		}
	}
	return netip.Addr{}
}

// secure reports whether r reached the server over TLS: directly, or
// through a trusted proxy that says so in X-Forwarded-Proto or in the
// proto= of its Forwarded header. Cookies set on such a request are marked
// Secure, so that the browser never sends them over plain HTTP.
func (c clients) secure(r *http.Request) bool {
	if r.TLS != nil {
		return true
	}
	if _, trusted := c.peer(r); !trusted {
		return false
	}
	if c.forwarded {
		for _, v := range r.Header.Values(HeaderForwarded) {
			for pair := range strings.SplitSeq(v, ";") {
				k, val, _ := strings.Cut(strings.TrimSpace(pair), "=")
				if strings.EqualFold(strings.TrimSpace(k), "proto") && strings.EqualFold(strings.Trim(strings.TrimSpace(val), `"`), "https") {
					return true
				}
			}
		}
		return false
	}
	return strings.EqualFold(strings.TrimSpace(r.Header.Get("X-Forwarded-Proto")), "https")
}
