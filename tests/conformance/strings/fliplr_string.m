r = fliplr('stressed')
