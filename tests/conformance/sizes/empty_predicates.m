isempty(zeros(0, 3))
length(zeros(0, 3))
size(zeros(0, 3), 1)
numel({})
