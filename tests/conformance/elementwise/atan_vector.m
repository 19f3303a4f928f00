a = atan([0 1 Inf])
