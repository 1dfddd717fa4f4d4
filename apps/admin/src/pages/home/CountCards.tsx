import { Card, Skeleton } from 'antd';
import { useHomeCounts } from '@wb/api';
import { countCards } from '../../logic/countCards';

/** Today's figures of the current company. */
export function CountCards() {
  const counts = useHomeCounts();
  return (
    <div className="wb-count-cards" data-testid="count-cards">
      {countCards(counts.data).map((card) => (
        <Card key={card.key} className="wb-count-card" data-testid={`count-card-${card.key}`} style={{ borderTopColor: card.accent }}>
          <div className="wb-count-title">{card.title}</div>
          {counts.isLoading ? (
            <Skeleton.Input active size="small" />
          ) : (
            <div className={`wb-count-value${card.value.includes(' / ') ? ' is-pair' : ''}`} style={{ color: card.accent }}>
              {card.value}
              <span className="wb-count-unit">{card.unit}</span>
            </div>
          )}
        </Card>
      ))}
    </div>
  );
}
