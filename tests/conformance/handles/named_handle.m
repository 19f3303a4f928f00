h = @sin;
h(0)
func2str(h)
