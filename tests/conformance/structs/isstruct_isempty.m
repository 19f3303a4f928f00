isstruct(struct())
isempty(struct([]))
isempty(struct())
