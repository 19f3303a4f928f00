islogical([1 0])
islogical([1 0] > 0)
ischar("dq")
ischar({'a'})
