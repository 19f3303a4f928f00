for k = 1:4
end
k
