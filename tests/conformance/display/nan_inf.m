v = [1 NaN Inf -Inf]
