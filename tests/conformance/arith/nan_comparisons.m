a = NaN == NaN
b = NaN ~= NaN
c = isnan([1 NaN])
