a = logical([1 NaN])
